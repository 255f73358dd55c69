import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './tools/eslint-plugin-layers.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/meta/**', 'coverage/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { layers },
    rules: {
      'layers/dependencies': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      curly: 'error',
      eqeqeq: ['error', 'always'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'process.env se lit uniquement dans apps/server/src/config/env.ts.',
        },
        {
          selector: "MemberExpression[object.meta.name='import'][property.name='env']",
          message: 'import.meta.env se lit uniquement dans la configuration.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'tools/**', 'scripts/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/no-floating-promises': 'off', curly: 'off' },
  },
  {
    // The configuration readers: the server's env module, and the scripts and test configs that
    // hand variables to child processes.
    files: ['apps/server/src/config/env.ts', 'scripts/**', '.ci/**', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
