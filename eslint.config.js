import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

const NUMBER_RULE =
  'Numbers a person types are read by src/lib/numbers.ts (numberField, entryNumber, NumberField, readNumber), in the language they were typed in. Text that is not typed input (a path index, a URL parameter) says so in an eslint-disable comment.';

/*
 * The one-way flow of ARCHITECTURE.md, as rules (import/no-restricted-paths; no cycles:
 * scripts/importCycles.test.ts):
 *
 *   app/  ->  features/x/  ->  hooks/, queries/  ->  session/, ui/, config/, i18n/  ->  api/  ->  domain/, lib/
 *   (features/x/ -> features/y/index.ts; features/ -> app/paths.ts)      sandbox/ -> domain/, api/schemas/, api/contract/, lib/
 *
 * Paths are relative to this file. Tests (*.test.ts(x), src/test/) are outside the zones: they
 * may reach into any layer to set a scene. The cycle check covers every file, tests included.
 */
const root = import.meta.dirname;
const FEATURES = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const LAYER_ZONES = [
  // api/ talks to the service: operations, the client, zod schemas, errors, the idempotency
  // policy. No React, no session, no screens; it may use pure rules and helpers and the config's schema.
  {
    target: 'src/api',
    from: 'src',
    except: ['./api', './domain', './lib', './config/schema.ts'],
    message: 'api/ imports only api/, domain/, lib/ and config/schema.ts (see eslint.config.js).',
  },
  // domain/ is the pure business rules shared with the sandbox: nothing below it but lib/.
  {
    target: 'src/domain',
    from: 'src',
    except: ['./domain', './lib'],
    message: 'domain/ imports only domain/ and lib/: its rules are shared with the sandbox.',
  },
  // lib/ is the bottom: small pure helpers that know no layer of the console.
  {
    target: 'src/lib',
    from: 'src',
    except: ['./lib'],
    message: 'lib/ imports only lib/: it is the bottom layer.',
  },
  // The sandbox implements the contract from the same schemas, route table and rules as the
  // console (so the two cannot disagree) and nothing else of it: no React, no pages, no client.
  {
    target: 'sandbox',
    from: 'src',
    except: ['./domain', './api/schemas', './api/contract', './config/schema.ts', './lib'],
    message:
      'sandbox/ imports only src/domain, src/api/schemas, src/api/contract, src/config/schema.ts and src/lib.',
  },
  // The console never bundles the sandbox or the test helpers: it reaches the sandbox over HTTP.
  {
    target: 'src',
    from: ['sandbox', 'src/test'],
    message: 'Only tests import sandbox/ and src/test/.',
  },
  // config/ and i18n/ are set up before any page: they know nothing of the screens, the
  // session or the hooks above them.
  {
    target: ['src/config', 'src/i18n'],
    from: ['src/app', 'src/features', 'src/session', 'src/ui', 'src/hooks', 'src/queries'],
    message: 'config/ and i18n/ sit below every screen, hook and the session.',
  },
  // session/ is the key, its storage and its events; the key screen and the route guard are
  // screens, so they live in app/ (which composes session/ with the health summary and menus).
  {
    target: 'src/session',
    from: ['src/app', 'src/features', 'src/hooks', 'src/queries', 'src/ui'],
    message:
      'session/ holds the key and its events; screens that use it live in app/ or features/.',
  },
  // ui/ is presentational: props in, elements out. It may describe an api/ error and format
  // with lib/, but never fetches, reads the session or knows a feature.
  {
    target: 'src/ui',
    from: ['src/app', 'src/features', 'src/hooks', 'src/queries', 'src/session'],
    message: 'ui/ is presentational: no features, app, hooks, queries or session.',
  },
  // Shared hooks and shared reads serve every feature, so they cannot depend on one.
  {
    target: ['src/hooks', 'src/queries'],
    from: ['src/app', 'src/features'],
    message: 'hooks/ and queries/ are shared by every feature: they import no feature and no app/.',
  },
  // A feature links to pages through app/paths.ts (a leaf that imports nothing of src/); the
  // rest of app/ (route table, shell) imports the features, so anything more is a cycle.
  {
    target: 'src/features',
    from: 'src/app',
    except: ['./paths.ts'],
    message: 'Features import only app/paths.ts of app/.',
  },
  // ...and paths.ts stays a leaf, or importing it would pull in the app after all.
  {
    target: 'src/app/paths.ts',
    from: 'src',
    message: 'app/paths.ts imports nothing of src/: features import it without pulling in app/.',
  },
  // A feature is a room: another feature enters only through its index.ts, which exports what
  // others may use; the rest can change without touching them.
  ...FEATURES.map((name) => ({
    target: `src/features/${name}`,
    from: 'src/features',
    except: [
      `./${name}`,
      ...FEATURES.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message: `features/${name}/ imports another feature only through its index.ts (features/<name>/index.ts).`,
  })),
];

// Neither the service layer, the pure rules and helpers, nor the sandbox ever imports React or a
// React library: the sandbox runs under Node alone, and api/ and domain/ are shared with it.
const NO_REACT = {
  patterns: [
    {
      group: [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        '@mui/*',
        '@emotion/*',
        '@tanstack/react-*',
        'react-router',
        'react-router/*',
        'react-hook-form',
        '@hookform/*',
        'notistack',
        '@dnd-kit/*',
      ],
      message:
        'api/, domain/, lib/ and sandbox/ never import React or a React library (see eslint.config.js).',
    },
  ],
};

export default defineConfig([
  globalIgnores(['dist', 'test-results', 'playwright-report', 'node_modules', 'bench-results']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      reactHooks.configs.flat.recommended,
    ],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      // Two programs: the app (tsconfig.json) and what Node runs (tsconfig.node.json). Named here
      // rather than found by the project service, which would look for a tsconfig.json only.
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Arrow shorthand returning a void call (`() => setOpen(false)`) is idiomatic React.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Numbers in template literals are the norm in messages and CSS values.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // A rejection passes on what was caught or an AbortSignal's reason as it is (typed unknown
      // or any), as fetch does; wrapping it would hide an AbortError from the callers that test
      // for one. Literal non-Error rejections are still refused.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingUnknown: true, allowThrowingAny: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A test states what it expects to exist (`rows[0]!`, `map.get(id)!`): if the value is
    // missing, the test fails on the spot, which is the check. Production code keeps the rule.
    files: ['**/*.test.{ts,tsx}', 'src/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `async () => value` is the plainest stand-in for an async API in a test, await or not.
      '@typescript-eslint/require-await': 'off',
      // vitest's asymmetric matchers (expect.any, expect.stringMatching ...) are typed any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // Playwright declares a fixture that only sets up (no value) with the type void.
    files: ['e2e/**'],
    rules: { '@typescript-eslint/no-invalid-void-type': 'off' },
  },
  {
    // One number rule (src/lib/numbers.ts): what a person types is never read with Number(),
    // parseFloat or a native number input, which know one convention only (1.200 -> 1.2).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/numbers.ts',
      'src/domain/**',
      'src/api/**',
      'src/**/*.test.{ts,tsx}',
      'src/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='Number']", message: NUMBER_RULE },
        { selector: 'CallExpression[callee.name=/^(parseFloat|parseInt)$/]', message: NUMBER_RULE },
        {
          selector:
            "CallExpression[callee.object.name='Number'][callee.property.name=/^(parseFloat|parseInt)$/]",
          message: NUMBER_RULE,
        },
        { selector: "MemberExpression[property.name='valueAsNumber']", message: NUMBER_RULE },
        { selector: "JSXAttribute[name.name='type'][value.value='number']", message: NUMBER_RULE },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts'],
    // eslint-plugin-import with its node resolver (relative imports, TypeScript extensions):
    // import-x's resolver needs native bindings for every platform, which this registry lacks.
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    // Import cycles (zero, dynamic imports included) are scripts/importCycles.test.ts's: one pass
    // over the graph, where import/no-cycle walked it again from every file (67 s of lint's 227).
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: LAYER_ZONES }],
    },
  },
  {
    files: ['src/api/**', 'src/domain/**', 'src/lib/**', 'sandbox/**'],
    rules: { 'no-restricted-imports': ['error', NO_REACT] },
  },
  {
    // The console's schemas use zod/mini (functional, tree-shakable; the same core and checks):
    // zod's classic API cost the key screen 25 kB gzip and ~90 ms of CPU per cold load. A rule of
    // its own (typescript-eslint's, which lets type-only imports through), so it does not replace
    // the NO_REACT restriction above.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
              name,
              message:
                "Use zod/mini (import { z } from 'zod/mini'): the classic API puts ~15 kB gzip more on the first load (docs/DESIGN.md).",
            })),
            // i18next's types check every key (src/app/i18next.d.ts); its runtime is replaced by
            // src/i18n/translate.ts (~17 kB gzip less on every first load).
            {
              name: 'i18next',
              allowTypeImports: true,
              message:
                "Only i18next's types: translate with useTranslation, i18n and registerTranslations of src/i18n/i18n.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
]);
