import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Apps never import apps, and packages never import apps: what they share lives in packages/
// (the API contract in @vaarta/core, the page load context in @vaarta/web-contract).
const appImport = (app, message) => [
  { group: [`@vaarta/${app}`, `@vaarta/${app}/*`], message },
  { regex: `(^|/)apps/${app}(/|$)|^(\\.\\./)+${app}(/|$)`, message },
];
const serverImportsNoWeb = appImport(
  'web',
  'The server never imports the web app: share through a package (@vaarta/web-contract).',
);
const webImportsNoServer = appImport(
  'server',
  'The web app never imports the server: share through a package (@vaarta/core).',
);
const packagesImportNoApp = [
  ...appImport('web', 'Packages never import the apps.'),
  ...appImport('server', 'Packages never import the apps.'),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'data/',
      '**/build/',
      '**/dist/',
      'apps/server/src/db/migrations/',
      '**/.react-router/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportsNoWeb }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportsNoServer }] },
  },
  {
    // The web app's layers (STYLE.md): routes compose features; features do not import each
    // other; ui/ and lib/ import no feature and no route.
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'Features do not import each other.' },
            { regex: '/routes/', message: 'Features do not import routes.' },
            ...webImportsNoServer,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/{ui,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/(features|routes)/', message: 'ui/ and lib/ sit below features.' },
            ...webImportsNoServer,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Response: 'readonly',
      },
    },
  },
  {
    // Dependencies point one way: packages never import the apps.
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: packagesImportNoApp }] },
  },
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
