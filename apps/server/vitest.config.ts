import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The writing engine's tests are the root config's `engine` project (no database, one module graph).
    exclude: [...configDefaults.exclude, 'src/modules/generation/engine/**'],
    // Migrates once; each test file's database is a copy (src/test/test-db.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
