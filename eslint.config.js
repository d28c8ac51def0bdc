// ESLint for the whole repository: bug-finding rules, React's hook rules, accessibility, and the import boundaries.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const folders = (dir) =>
  fs
    .readdirSync(at(dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const server = (...parts) => at('packages/server/src', ...parts);
/**
 * The server's floors, lowest first (CONTRIBUTING.md says what goes on each). config.ts is the ground under them all.
 * The other files at the top of src/ (app.ts, server.ts and heavy-worker.ts, the entries of the app, the process and
 * a worker thread; request-limits.ts, which app.ts applies) and ops/ (the command-line operations) stand on top and
 * put the floors together. test/ is the tests' scaffolding, outside the floors.
 */
const serverFloors = ['db', 'lib', 'services', 'plugins', 'modules'];

/**
 * Which folder may import which, as bulletproof-react draws it: shared below everything, a web feature sees no
 * other feature, nothing below app/ reaches up into it, the server's floors import only the floors below them, a
 * server module reaches another only through what is not its routes, and the server and the web meet only through
 * shared (the server loads the web's built server bundle by path at run time, not by import).
 */
const zones = [
  {
    target: at('packages/shared'),
    from: [at('packages/server'), at('packages/web')],
    message: 'packages/shared is the contract both sides import; it imports neither.',
  },
  ...folders('packages/web/src/features').map((feature) => ({
    target: at('packages/web/src/features', feature),
    from: at('packages/web/src/features'),
    except: [`./${feature}`],
    message: 'Features do not import each other; a route in app/ combines them.',
  })),
  {
    target: [at('packages/web/src/features'), at('packages/web/src/components'), at('packages/web/src/lib')],
    from: at('packages/web/src/app'),
    message: 'Imports flow one way: shared pieces, then features, then app.',
  },
  ...folders('packages/server/src/modules').map((module) => ({
    target: at('packages/server/src/modules', module),
    from: at('packages/server/src/modules/*/*.routes.ts'),
    except: [at('packages/server/src/modules', module, '*.routes.ts')],
    message: "A module uses another module's repository or presenter, never its routes: app.ts registers routes.",
  })),
  ...serverFloors.slice(0, -1).map((floor, index) => ({
    target: server(floor),
    from: serverFloors.slice(index + 1).map((higher) => server(higher)),
    message: `The server's floors go db < lib < services < plugins < modules: ${floor}/ imports no floor above it.`,
  })),
  {
    target: serverFloors.map((floor) => server(floor, '**/!(*.test).ts')),
    from: [server('!(config).ts'), server('ops/**')],
    message: 'The files at the top of src/ (but config.ts) and ops/ put the floors together; no floor imports them.',
  },
  {
    // A test may build the whole app (buildApp, or test/helpers/test-app.ts, which calls it) and drive it through
    // inject: that is how a plugin or module is tested. Past that a test keeps its folder's floor, so a plugin's test
    // tests the plugin, and what a module does is tested beside the module.
    target: serverFloors.map((floor) => server(floor, '**/*.test.ts')),
    from: [server('!(config|app).ts'), server('ops/**')],
    message: 'A test builds the app through app.ts; it imports nothing else above its floor.',
  },
  {
    target: server('config.ts'),
    from: [server('*/**'), server('!(config).ts')],
    message: 'config.ts is the ground every floor stands on: it imports nothing from the server.',
  },
  { target: at('packages/server'), from: at('packages/web'), message: 'The server never imports the web app.' },
  { target: at('packages/web'), from: at('packages/server'), message: 'The web app never imports the server.' },
];

export default defineConfig(
  globalIgnores(['**/dist/', '**/dist-ssr/', '**/coverage/', '**/test-results/', '**/playwright-report/', 'bench/results/', 'data/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript file extensions and parser, so that no-cycle follows imports into .ts and .tsx files.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/shared/tsconfig.json', 'packages/server/tsconfig.json', 'packages/web/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // A leading underscore marks a value left out on purpose (`const { password: _password, ...rest } = user`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Kysely's own idiom: code that works on any schema (migrations, dialect helpers, query helpers) takes Kysely<any>.
    files: ['packages/server/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/i18n/use-translation.ts', 'packages/web/src/i18n/use-translation.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use i18n/use-translation.ts: on the server it keeps one `t` per language, react-i18next's copies i18n per component.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A field the reader has just asked for (a reply form, a rename) takes the focus through the component's own
      // prop; autofocus on a bare element, which moves the focus unasked, stays an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
);
