import type { TestProject } from 'vitest/node';
import { runScript, startProductionServer, type RunningServer } from './server';
import { createAccounts, type NewsroomAccounts } from './staff-accounts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** One account of each role, made as on a real server (npm run user:create). */
    newsroomAccounts: NewsroomAccounts;
  }
}

let server: RunningServer | undefined;

/** Builds the web app, then starts the production server once for every browser test file. */
export async function setup(project: TestProject) {
  let accounts: NewsroomAccounts | undefined;
  server = await startProductionServer({
    // The build and the accounts at once: the server needs both, they need nothing of each other.
    prepare: async (env) => {
      [accounts] = await Promise.all([
        createAccounts(env),
        // The production build (scripts/build.ts sets NODE_ENV=production; Vitest's is 'test').
        runScript('apps/web/scripts/build.ts'),
      ]);
    },
  });
  project.provide('baseUrl', server.url);
  project.provide('newsroomAccounts', accounts!);
}

export async function teardown() {
  await server?.stop();
}
