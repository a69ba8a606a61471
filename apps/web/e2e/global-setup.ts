import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startProductionServer, type RunningServer } from './server';
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
  // The production build (scripts/build.ts sets NODE_ENV=production; Vitest's is 'test').
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/web/scripts/build.ts')], {
    stdio: 'ignore',
  });
  let accounts: NewsroomAccounts | undefined;
  server = await startProductionServer({ prepare: (env) => (accounts = createAccounts(env)) });
  project.provide('baseUrl', server.url);
  project.provide('newsroomAccounts', accounts!);
}

export async function teardown() {
  await server?.stop();
}
