import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startProductionServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** Builds the web app, then starts the production server once for every browser test file. */
export async function setup(project: TestProject) {
  // The production build (scripts/build.ts sets NODE_ENV=production; Vitest's is 'test').
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/web/scripts/build.ts')], {
    stdio: 'ignore',
  });
  server = await startProductionServer();
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
