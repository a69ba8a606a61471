import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs a script of this checkout with Node to its end, `input` on its standard input and its
 * output dropped (errors still show); rejects unless it exits with 0.
 */
export function runScript(
  script: string,
  args: string[] = [],
  options: { env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: repoRoot,
      env: options.env ?? process.env,
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with code ${code}`)),
    );
    child.stdin.end(options.input ?? '');
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The production server (`node apps/server/src/main.ts`, NODE_ENV=production) on a free port of
 * the loopback interface, seeded into a temporary DATA_DIR that is removed on stop.
 */
export async function startProductionServer(
  options: {
    timeoutMs?: number;
    env?: Record<string, string>;
    /** Runs with the server's environment before it starts (the database is its alone then). */
    prepare?: (env: NodeJS.ProcessEnv) => void | Promise<void>;
    /** The checkout whose (built) server runs; this one by default. */
    checkout?: string;
  } = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 240_000;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vaarta-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: url,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SEED_ON_START: 'true',
    ...options.env,
  };
  await options.prepare?.(env);
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: options.checkout ?? repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode} before it answered`);
    }
    try {
      const response = await fetch(`${url}/api/news/languages`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet (it seeds first)
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}
