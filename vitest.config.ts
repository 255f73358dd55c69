import { defineConfig } from 'vitest/config';

// `npm test`: the shared domain rules, the server suite (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), the web component tests and the lint rules (tools). The e2e suite has its
// own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'tools'],
  },
});
