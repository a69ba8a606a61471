import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How a checkout's `npm start` starts the server: its environment and node's arguments. */
export interface StartCommand {
  env: Record<string, string>;
  /** Node's flags, then the entry file as an absolute path. */
  args: string[];
}

/**
 * The environment and node arguments of a checkout's `npm start` (apps/server's
 * `[NAME=value …] node … src/main.ts`), so that the cluster and the benches run the server
 * exactly as an operator does.
 */
export function startCommand(checkout: string): StartCommand {
  const serverDir = path.join(checkout, 'apps/server');
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^\w+=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const [command, ...args] = words;
  if (command !== 'node') throw new Error(`unexpected start script: ${manifest.scripts.start}`);
  return { env, args: args.map((arg) => (arg.endsWith('.ts') ? path.join(serverDir, arg) : arg)) };
}
