import { defineConfig } from 'vitest/config';

// Browser journeys through the built app: one server and one Chromium per spec file, files one
// after another (2 cores).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
