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
    // The server's layers (docs/decisions/0170): routes, plugins and jobs use services and lib/;
    // services and lib/ never import them back. What both sides need lives in services/ or lib/.
    files: ['apps/server/src/{services,lib}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(routes|plugins|jobs)(/|$)',
              message: 'Services and lib/ sit below routes/, plugins/ and jobs/.',
            },
            ...serverImportsNoWeb,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: webImportsNoServer }] },
  },
  // The web app's layers: routes compose features; features do not import each
  // other (a feature's subfolders may import one another); ui/, lib/ and api/ import no feature
  // and no route. (A later block's no-restricted-imports replaces an earlier one's, so each
  // block repeats the rule that the web app never imports the server.)
  ...[1, 2].map((depth) => ({
    files: [`apps/web/app/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Up to features/ and down into another feature.
              regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\./)`,
              message: 'Features do not import each other.',
            },
            { regex: '/routes/', message: 'Features do not import routes.' },
            ...webImportsNoServer,
          ],
        },
      ],
    },
  })),
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
    // Screens, hooks and loaders reach the API through the api/ modules only.
    files: ['apps/web/app/{features,routes,ui,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call a function of an api/ module instead.' },
      ],
    },
  },
  {
    // The API modules are the one way to the API: they know no screen.
    files: ['apps/web/app/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/(features|routes|ui)/', message: 'api/ sits below features and ui/.' },
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
