// Lint: typescript-eslint (type-aware) and the React hooks rules; zero warnings allowed.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-cli/**', 'dist-bench/**', 'artifacts/**', 'node_modules/**', 'tests/architecture/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // With verbatimModuleSyntax, `import { type A } from 'x'` still loads x: esbuild keeps it as
      // `import 'x'`, which pulled whole modules into the first screen. Types only: `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-restricted-globals': ['error', { name: 'parseFloat', message: 'Money is never a JS number: use decimal.js.' }],
    },
  },
  {
    files: ['ui/**/*.tsx', 'ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The barrel's namespaces share one module, so esbuild put every primitive any lazy chunk
      // used (the drawer's menu, tooltip, popper) in a chunk the hub's first screen loaded.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'radix-ui', message: "Import the primitive's own entry, e.g. `import * as Tabs from 'radix-ui/tabs'`." }] },
      ],
    },
  },
  {
    // expect.objectContaining and friends are typed any by design.
    files: ['tests/**/*.ts', 'tests/**/*.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
