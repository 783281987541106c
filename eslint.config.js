import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (from, forbidden) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((dir) => ({
          group: [`**/${dir}/**`, `**/${dir}`],
          message: `src/${from} must not import from src/${dir} (docs/architecture.md).`,
        })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The protocol's zod schemas are for the server; a value import of them puts zod in the
    // app's JS, and zod's JIT probe (`new Function`) is a CSP violation in the browser.
    // Types are fine, and so are the modules without schemas (server-events.ts, account.ts…).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/protocol/index.ts', '**/shared/protocol/client-events.ts'],
              allowTypeImports: true,
              message: 'Import only types from here; values from their own protocol module.',
            },
            {
              group: ['**/shared/protocol/ai.ts'],
              allowTypeImports: true,
              message: 'Import only types from here (ai-replies.ts has the reply texts).',
            },
          ],
        },
      ],
    },
  },
  {
    // vitest is for tests: the server's test helpers are *.fixture.ts beside their suites or in
    // src/server/testing/, so no module the server runs can pull it in
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/**/*.fixture.ts', 'src/server/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'vitest', message: 'Test-only: import it from a *.test.ts or *.fixture.ts.' },
          ],
        },
      ],
    },
  },
  boundary('shared', ['server', 'web']),
  boundary('web', ['server']),
);
