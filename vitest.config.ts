import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// `npm test`: the shared domain rules, the server suite (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), the writing engine's tests, the web component tests and the lint rules
// (tools). The e2e suite has its own config.
//
// The writing engine's tests (pure functions, no database) are a project of their own: its files
// share one module graph per worker (`isolate: false`) — the engine and its knowledge are imported
// once, not once per file, which was most of their time — and the PostgreSQL run of the server
// suite (`--project server`) does not repeat them.
export default defineConfig({
  test: {
    // Vitest runs `cpus - 1` workers by default: one on a two-core CI machine, where the main
    // process mostly waits. Two workers there cut the suite by about a third (ADR 043).
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      'packages/shared',
      'apps/server',
      {
        test: {
          name: 'engine',
          root: './apps/server',
          environment: 'node',
          include: ['src/modules/generation/engine/**/*.test.ts'],
          exclude: [...configDefaults.exclude],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web',
      'tools',
    ],
  },
});
