import { defineConfig } from 'vitest/config';

// `npm test`: the shared domain rules, the server suite (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) and the web component tests. The e2e suite has its own config.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
