import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        {
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
        },
      ],
    },
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
);
