import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server's modules: each is used by the others only through its face, `index.ts`.
const SERVER_MODULES = 'apps/server/src/modules';
const serverModules = readdirSync(SERVER_MODULES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tmp/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // No import cycles: a module graph with a cycle has no order in which each part can be
    // understood, tested or loaded on its own.
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          conditionNames: ['@asha/source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Features never import each other; shared code lives in components/ and lib/ (bulletproof-react).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../*'],
              message: 'Features must not import other features; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module reaches another only through its face (`index.ts`), so what a module keeps to
    // itself can change without breaking the others. Tests may set up state through any module.
    files: [`${SERVER_MODULES}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.flatMap((target) =>
            serverModules
              .filter((from) => from !== target)
              .map((from) => ({
                target: `./${SERVER_MODULES}/${target}`,
                from: `./${SERVER_MODULES}/${from}`,
                except: ['./index.ts'],
                message: `Use the ${from} module through its face, ${from}/index.ts.`,
              })),
          ),
        },
      ],
    },
  },
  // Layout is Prettier's (`npm run format`); no lint rule may argue with it.
  prettier,
);
