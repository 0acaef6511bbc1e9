import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// admin-app's floors, bottom up: platform (config, http, session, notices, storage, loading) -> kernel
// (remote data, forms and drafts, list state in the URL) -> features/<area> (one area each) -> app
// (router, sidebar, layout) -> main.tsx. The demo backend's core (demo/) sits beside the features, which
// may use it; demo-backend/ assembles it from the features' demo handlers. An import never runs up a
// floor, and a feature uses another only through its public.ts (review-shared excepted): an area's index.tsx is the
// app's face (routes that load its screens), so an area importing another's index ran in a loop of areas. Tests and stories
// may also use the test harness (src/test) and the whole demo backend.
const APP_SRC = 'packages/admin-app/src';
const TESTS = [`${APP_SRC}/**/*.test.{ts,tsx}`, `${APP_SRC}/**/*.stories.{ts,tsx}`, `${APP_SRC}/test/**`];
const up = (folder, message) => ({ regex: `^(\\.\\./)+${folder}(/|$)`, message });
const NO_ROUTER_INTERNALS = {
  group: ['react-router', 'react-router-dom'],
  importNamePattern: '^UNSAFE_',
  message: "react-router's UNSAFE_ exports are its internals: use its public API (useSearchParams, useNavigate...).",
};
const NO_APP = up('app', 'Nothing imports app/ (router, sidebar, layout) but main.tsx and tests.');
const NO_DEMO_BACKEND = up('demo-backend', 'The assembled demo backend is for main.tsx (demo mode), tests and stories only.');
const NO_TEST_HARNESS = up('test', 'The test harness is for tests and stories.');
const NO_FEATURES_BELOW = up('features', 'A feature sits above the kernel and the platform: they never import it.');
const NO_DEMO_BELOW = up('demo', 'The demo backend is not part of the platform or the kernel.');
const OTHER_FEATURE_INSIDE = {
  regex: '^\\.\\./(?!review-shared/)[^./][^/]*(/(?!public$).*)?$',
  message:
    "Another feature is used through its public.ts only (import '../<area>/public'; its index.tsx is the app's); what KYC, KYB and Cliq share lives in review-shared.",
};
// no-restricted-imports reads static imports only: the same floors hold for `import('...')`, as
// selectors on its source ('/' written \x2F, which esquery's regex literals cannot hold).
const dynamicImports = (patterns) =>
  patterns
    .filter((pattern) => pattern.regex)
    .map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }));
const floor = (files, patterns, ignores = TESTS) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: [NO_ROUTER_INTERNALS, ...patterns] }],
    'no-restricted-syntax': ['error', ...dynamicImports(patterns)],
  },
});

// A focused test committed hides the other tests from `npm test`, a skipped one hides itself, and
// nothing else stops either: Vitest (allowOnly) and Playwright (forbidOnly) refuse .only only when CI is set. Vitest's
// and Playwright's forms alike (it/test/describe/suite/bench, test.describe.*), and Jasmine's fit/xit/xdescribe.
// Playwright's conditional test.skip(condition, reason) is refused too (no test uses one): one that must skip where
// it cannot run says why in an eslint-disable comment. Vitest's skipIf/runIf (runtime conditions) stay allowed.
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/*.testutil.{ts,tsx}',
  'e2e/**/*.ts',
  '.storybook/**/*.{ts,tsx}',
  `${APP_SRC}/test/**`,
  'packages/admin-ui/src/test-utils/**',
  'vitest.setup.ts',
];
const TEST_API = '/^(it|test|describe|suite|bench)$/';
const NO_FOCUSED_OR_SKIPPED_TESTS = [
  {
    // it.only, test.describe.only, describe.concurrent.skip, it.skip.each, test.fixme, it.todo...
    selector: `MemberExpression[property.name=/^(only|skip|fixme|todo)$/]:matches([object.name=${TEST_API}], [object.object.name=${TEST_API}], [object.object.object.name=${TEST_API}])`,
    message: 'No focused or skipped tests in a commit (.only, .skip, .fixme, .todo): run one with `-t`/`-g` on the command line instead.',
  },
  {
    selector: 'CallExpression > Identifier.callee[name=/^(fit|fdescribe|xit|xtest|xdescribe)$/]',
    message: 'No focused or skipped tests in a commit (fit, fdescribe, xit, xtest, xdescribe).',
  },
];
// Except the root's `export * from './core'`: core.ts is itself such a list (the server-safe entry), and the root
// re-exports it whole by design (src/coreEntry.test.ts).
const NO_EXPORT_ALL = {
  selector: "ExportAllDeclaration[source.value!='./core']",
  message: 'Export names explicitly (`export { A, type B } from`): no `export *` in admin-ui.',
};

// admin-ui is presentational and published: no HTTP, routing, session or app code.
const UI_IMPORTS = {
  paths: [
    { name: 'axios', message: 'admin-ui is presentational: HTTP belongs to admin-app services.' },
    { name: 'react-router', message: 'admin-ui takes links through a linkComponent/renderLink prop.' },
    { name: 'react-router-dom', message: 'admin-ui takes links through a linkComponent/renderLink prop.' },
    { name: 'js-cookie', message: 'Session code belongs to admin-app.' },
    { name: 'msw', message: 'Mocks belong to admin-app (the demo backend).' },
    {
      name: 'styled-components',
      importNames: ['default'],
      message:
        "Use `import styled from '../../utils/styled'` (Node ESM interop: styled-components has no exports map). Named imports (css, keyframes) from 'styled-components' are fine.",
    },
  ],
  patterns: [
    { group: ['@admin-console/admin-app', '@admin-console/admin-app/*', '**/admin-app/**'], message: 'admin-ui never imports the app.' },
    { group: ['axios/*', 'react-router/*', 'react-router-dom/*', 'msw/*'], message: 'Not in admin-ui.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.tsbuild/**',
      '.reports/**',
      '**/public/mockServiceWorker.js',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // admin-ui is presentational and published: no HTTP, routing, session or app code.
    files: ['packages/admin-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', UI_IMPORTS],
      // The public API is a list a reviewer can read: a new export is a decision, never a side effect of `export *`.
      'no-restricted-syntax': ['error', NO_EXPORT_ALL],
    },
  },
  {
    // A component uses another through its public index (`../Button`), never its private files
    // (`../TextField/TextField.styles`): what several components share lives in src/internal/.
    files: ['packages/admin-ui/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.testutil.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...UI_IMPORTS,
          patterns: [
            ...UI_IMPORTS.patterns,
            {
              regex: '^\\.\\./[^./][^/]*/.+',
              message: "Import another component through its index ('../Button'), or move what is shared to src/internal/.",
            },
          ],
        },
      ],
    },
  },
  // Every admin-app file: no react-router internals.
  floor([`${APP_SRC}/**/*.{ts,tsx}`], [], []),
  floor(
    [`${APP_SRC}/platform/**/*.{ts,tsx}`],
    [
      up('kernel', 'The platform is the ground floor: it imports nothing of the kernel.'),
      NO_FEATURES_BELOW,
      NO_APP,
      NO_DEMO_BELOW,
      NO_DEMO_BACKEND,
      NO_TEST_HARNESS,
    ],
  ),
  floor([`${APP_SRC}/kernel/**/*.{ts,tsx}`], [NO_FEATURES_BELOW, NO_APP, NO_DEMO_BELOW, NO_DEMO_BACKEND, NO_TEST_HARNESS]),
  floor([`${APP_SRC}/features/**/*.{ts,tsx}`], [OTHER_FEATURE_INSIDE, NO_APP, NO_DEMO_BACKEND, NO_TEST_HARNESS]),
  // The demo backend is one world: a feature's handlers may read another feature's demo store.
  floor(
    [`${APP_SRC}/features/*/demo.ts`],
    [
      { ...OTHER_FEATURE_INSIDE, regex: '^\\.\\./(?!review-shared/)[^./][^/]*(/(?!(public|demo)$).*)?$' },
      NO_APP,
      NO_DEMO_BACKEND,
      NO_TEST_HARNESS,
    ],
  ),
  floor(
    [`${APP_SRC}/demo/**/*.{ts,tsx}`],
    [NO_FEATURES_BELOW, NO_APP, NO_DEMO_BACKEND, NO_TEST_HARNESS, up('kernel', 'The demo core stands on the platform only.')],
  ),
  floor([`${APP_SRC}/demo-backend/**/*.{ts,tsx}`], [NO_APP, NO_TEST_HARNESS]),
  floor(
    [`${APP_SRC}/app/**/*.{ts,tsx}`],
    [
      {
        regex: '^(\\.\\./)+features/[^/]+/(?!nav$).+',
        message: 'The app takes a feature from its index.tsx (its routes) and its nav.tsx (its sidebar entry) only.',
      },
      NO_DEMO_BACKEND,
      NO_TEST_HARNESS,
    ],
  ),
  {
    // A screen's function holds its parts, not their insides: none over 150 lines (the fees editor's 462-line
    // function hid its phases in state and refs). Tests and stories aside: a describe block lists its cases.
    files: [`${APP_SRC}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
  {
    files: ['packages/admin-ui/src/utils/styled.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Browser tests query through Vitest's browser `page` locators, not Testing Library's render result.
    files: ['**/*.browser.test.tsx', '.storybook/visual.test.tsx'],
    rules: { 'testing-library/prefer-screen-queries': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  // Last, as no-restricted-syntax set again replaces the earlier list: tests keep what their folder refuses too.
  { files: TEST_FILES, rules: { 'no-restricted-syntax': ['error', ...NO_FOCUSED_OR_SKIPPED_TESTS] } },
  {
    // admin-ui's tests (each pattern pair: both must match).
    files: TEST_FILES.map((glob) => ['packages/admin-ui/src/**', glob]),
    rules: { 'no-restricted-syntax': ['error', NO_EXPORT_ALL, ...NO_FOCUSED_OR_SKIPPED_TESTS] },
  },
);
