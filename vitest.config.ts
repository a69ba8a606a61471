import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      { test: { name: 'i18n', root: 'packages/i18n', include: ['src/**/*.test.ts'] } },
      // The docs' own check: every repository path the README and docs/ quote exists.
      { test: { name: 'docs', root: 'docs', include: ['*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Migrates and seeds once; every file starts from a copy (src/test/global-setup.ts).
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['app/**/*.test.{ts,tsx}'] } },
      {
        // Browser tests: the production build in Debian's Chromium (apps/web/e2e/README.md).
        test: {
          name: 'web-browser',
          root: 'apps/web',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // The machine may be busy with the other suites: give the browser time.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
