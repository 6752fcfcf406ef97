import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/.runs/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // ---- web: import boundaries (ARCHITECTURE "Imports flow downward") -------------------------
  // app -> features -> shared (components, lib, config); a feature never imports another feature;
  // lib/ and components/ import no feature and not app/; no import cycles. Self-contained: the
  // server's boundaries get a block of their own.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves our extension-less imports of .ts/.tsx files; packages are external and not followed.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/external-module-folders': ['node_modules'],
      // no-cycle reads the files it follows with the TypeScript parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 10 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...['lib', 'components', 'config'].map((shared) => ({
              target: `apps/web/src/${shared}`,
              from: ['apps/web/src/app', 'apps/web/src/features'],
              message: `${shared}/ is shared code: it imports no feature and not the app layer.`,
            })),
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'features must not import the app layer.',
            },
            ...readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
              .filter((entry) => entry.isDirectory())
              .map(({ name: feature }) => ({
                target: `apps/web/src/features/${feature}`,
                from: 'apps/web/src/features',
                except: [`./${feature}`],
                message:
                  'a feature never imports another feature: move the shared piece to lib/ or components/, or let app/ compose them.',
              })),
          ],
        },
      ],
    },
  },
  // ---- end web import boundaries ----------------------------------------------------------------
);
