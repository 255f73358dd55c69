import { defineConfig } from 'vitest/config';

// The tests of the repository's own tooling (the lint rules of the layers).
export default defineConfig({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['*.test.js'],
  },
});
