import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../config.ts';
import { startCommand } from './start-command.ts';

/**
 * A cluster on one machine, for trying and testing what an operator runs in production: nginx
 * with deploy/nginx/vaarta.conf in front of two production servers, on the machine's PostgreSQL
 * (a database of its own) and Redis. Everything it starts is recorded by PID, and `down` stops
 * exactly that.
 */
export const CLUSTER = {
  proxyPort: 4500,
  serverPorts: [4501, 4502] as const,
  adminUrl: process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  database: 'cluster_vaarta',
  redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/5',
};

const stateDir = path.join(repoRoot, 'data', 'cluster');
const stateFile = path.join(stateDir, 'cluster.json');
/** nginx's files: its workers (another user) write the cache and temporary files here. */
const nginxDir = '/tmp/vaarta-cluster-nginx';

export interface ClusterState {
  proxy: { pid: number; url: string };
  servers: { pid: number; url: string; port: number }[];
  databaseUrl: string;
  secret: string;
}

export const databaseUrl = () => {
  const url = new URL(CLUSTER.adminUrl);
  url.pathname = `/${CLUSTER.database}`;
  return url.toString();
};

export async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: CLUSTER.adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createDatabase(fresh: boolean): Promise<void> {
  if (fresh) await adminQuery(`drop database if exists ${CLUSTER.database} with (force)`);
  const found = await adminQuery(`select 1 from pg_database where datname = '${CLUSTER.database}'`);
  if (found.rowCount === 0) await adminQuery(`create database ${CLUSTER.database}`);
}

/** The nginx binary, installed from Debian's package when the machine has none. */
function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  console.log('cluster: nginx is missing; installing the Debian package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  return '/usr/sbin/nginx';
}

/**
 * The production site configuration with this cluster's address, servers and cache directory,
 * inside the few lines of a main nginx.conf that a distribution's package would otherwise give.
 */
export async function nginxConfig(): Promise<string> {
  const site = await readFile(path.join(repoRoot, 'deploy/nginx/vaarta.conf'), 'utf8');
  const [first, second] = CLUSTER.serverPorts;
  const replace = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx/vaarta.conf no longer has "${from}"`);
    return text.replace(from, to);
  };
  let ours = replace(site, 'server 127.0.0.1:3001', `server 127.0.0.1:${first}`);
  ours = replace(ours, 'server 127.0.0.1:3002', `server 127.0.0.1:${second}`);
  ours = replace(ours, '/var/cache/nginx/vaarta', `${nginxDir}/cache`);
  ours = replace(ours, 'listen 80;', `listen 127.0.0.1:${CLUSTER.proxyPort};`);
  return `worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path ${nginxDir}/body;
    proxy_temp_path ${nginxDir}/proxy;
    fastcgi_temp_path ${nginxDir}/fastcgi;
    uwsgi_temp_path ${nginxDir}/uwsgi;
    scgi_temp_path ${nginxDir}/scgi;
${ours}
}
`;
}

async function startNginx(): Promise<number> {
  const binary = nginxBinary();
  await rm(nginxDir, { recursive: true, force: true });
  await mkdir(path.join(nginxDir, 'cache'), { recursive: true });
  await chmod(nginxDir, 0o777);
  await chmod(path.join(nginxDir, 'cache'), 0o777);
  const conf = path.join(nginxDir, 'nginx.conf');
  await writeFile(conf, await nginxConfig());
  execFileSync(binary, ['-t', '-q', '-c', conf, '-p', nginxDir]);
  execFileSync(binary, ['-c', conf, '-p', nginxDir]);
  return Number((await readFile(path.join(nginxDir, 'nginx.pid'), 'utf8')).trim());
}

/** Starts one production server (detached, its output in data/cluster/serverN.log). */
export function startServer(index: number, secret: string): number {
  const port = CLUSTER.serverPorts[index]!;
  const log = openSync(path.join(stateDir, `server${index + 1}.log`), 'a');
  // As `npm start` starts it: the same node flags and allocator settings.
  const start = startCommand(repoRoot);
  const child = spawn(process.execPath, start.args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${CLUSTER.proxyPort}`,
      TRUST_PROXY: 'loopback',
      DATABASE_URL: databaseUrl(),
      REDIS_URL: CLUSTER.redisUrl,
      PROOF_OF_WORK_SECRET: secret,
      KNOWN_DEVICE_SECRET: secret,
      // Each server its own folder, the media in the database: what one stores, all serve.
      MEDIA_STORE: 'database',
      DATA_DIR: path.join(stateDir, `data${index + 1}`),
      LOG_LEVEL: 'warn',
      ...start.env,
    },
  });
  child.unref();
  return child.pid!;
}

/** Waits until `url`/readyz answers 200 (the server migrated, seeded and listens). */
export async function waitUntilReady(url: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

export const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for a process to end (after a signal). */
export async function exited(pid: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > until) throw new Error(`process ${pid} did not end`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function readState(): Promise<ClusterState | null> {
  if (!existsSync(stateFile)) return null;
  return JSON.parse(await readFile(stateFile, 'utf8')) as ClusterState;
}

export async function writeState(state: ClusterState): Promise<void> {
  await writeFile(stateFile, JSON.stringify(state, null, 2));
}

/**
 * Starts the cluster: the database (emptied first when `fresh`), server 1 (which migrates and
 * seeds an empty database), server 2, then nginx. Its URLs and PIDs are recorded for `down`.
 */
export async function up(options: { fresh: boolean }): Promise<ClusterState> {
  if (await readState()) await down();
  await mkdir(stateDir, { recursive: true });
  await createDatabase(options.fresh);
  if (options.fresh) await rm(path.join(stateDir, 'data'), { recursive: true, force: true });
  const secret = randomBytes(32).toString('hex');
  const servers: ClusterState['servers'] = [];
  const state: ClusterState = {
    proxy: { pid: 0, url: `http://127.0.0.1:${CLUSTER.proxyPort}` },
    servers,
    databaseUrl: databaseUrl(),
    secret,
  };
  for (const [index, port] of CLUSTER.serverPorts.entries()) {
    const server = { pid: startServer(index, secret), url: `http://127.0.0.1:${port}`, port };
    servers.push(server);
    await writeState(state);
    // One at a time: the first migrates and seeds; the second finds it done.
    await waitUntilReady(server.url);
  }
  state.proxy.pid = await startNginx();
  await writeState(state);
  await waitUntilReady(state.proxy.url);
  return state;
}

/** Stops what `up` started, by the PIDs it recorded: servers by SIGTERM, nginx by SIGQUIT. */
export async function down(): Promise<void> {
  const state = await readState();
  if (!state) return;
  const stops: Promise<void>[] = [];
  for (const { pid } of state.servers) {
    if (isRunning(pid)) {
      process.kill(pid, 'SIGTERM');
      stops.push(exited(pid));
    }
  }
  if (state.proxy.pid && isRunning(state.proxy.pid)) {
    process.kill(state.proxy.pid, 'SIGQUIT');
    stops.push(exited(state.proxy.pid));
  }
  await Promise.all(stops);
  await rm(stateFile, { force: true });
}
