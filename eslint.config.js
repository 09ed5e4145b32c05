// One lint configuration for every workspace: typescript-eslint's recommended rules, plus the team
// habits a linter can hold (no focused tests, type-only imports marked, features kept apart).
import { dirname, resolve, sep } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The frontend's features (frontend/src/features/<name>) are independent: one may not import another.
// What two features share lives outside features/ (components/, lib/, lead-forms/, content/).
const FEATURES_DIR = `${sep}frontend${sep}src${sep}features${sep}`;
const featureOf = (file) => {
  const at = file.indexOf(FEATURES_DIR);
  return at < 0 ? undefined : file.slice(at + FEATURES_DIR.length).split(sep)[0];
};
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports from one frontend feature into another' },
    messages: {
      crossFeature: 'features/{{from}} must not import features/{{to}}: move what both need to src/components, src/lib or src/lead-forms.',
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(resolve(dirname(context.filename), source.value) + sep);
      if (to && to !== from) context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

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
    plugins: { site: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'site/feature-boundaries': 'error' },
  },
  {
    // Production sources stay small: one concern per file, functions that fit on a screen. Tests, the
    // browser suite, benches, scripts, the site's content data and the generated route tree are exempt.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'e2e/**',
      'bench/**',
      '**/scripts/**',
      'frontend/src/content/**',
      'frontend/src/routeTree.gen.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
);
