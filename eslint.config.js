import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  // The web app's layers: routes compose features; features do not import each
  // other (a feature's subfolders may import one another); ui/, lib/ and api/ import no feature
  // and no route.
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
          patterns: [{ regex: '/(features|routes)/', message: 'ui/ and lib/ sit below features.' }],
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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@vaarta/server*', '@vaarta/web*', '../../apps/*'] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
