import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface ProductionServer {
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the production server (`node …args`, NODE_ENV=production, loopback, quiet, no seeding)
 * on `port` with `env` added, and answers once its API answers.
 */
export async function startProductionServer(options: {
  args: string[];
  port: number;
  env: Record<string, string>;
  cwd?: string;
}): Promise<ProductionServer> {
  const server = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      // Production refuses to start without the address its mails link to.
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await once(server, 'exit');
  };
  for (let tries = 0; ; tries++) {
    const up = await fetch(`http://127.0.0.1:${options.port}/api/news/languages`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { process: server, stop };
    if (server.exitCode !== null || tries > 300) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
