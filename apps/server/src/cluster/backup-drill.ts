import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../config.ts';
import {
  CLUSTER,
  adminQuery,
  databaseUrl,
  exited,
  startServer,
  waitUntilReady,
  writeState,
  type ClusterState,
} from './cluster.ts';

/** The site's rows, counted table by table, and a checksum of every media file it holds. */
async function contents(): Promise<{ rows: Record<string, number>; media: string }> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const rows: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const counted = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
      rows[name] = counted.rows[0]!.n;
    }
    const media = await client.query<{ sums: string }>(
      `select coalesce(string_agg(path || ' ' || md5(bytes), ',' order by path), '') as sums
         from media_files`,
    );
    return { rows, media: media.rows[0]!.sums };
  } finally {
    await client.end();
  }
}

/** Runs one of the operator's commands (`npm run backup`, `npm run restore`) on the cluster. */
function operatorCommand(cli: string, file: string, dataDir: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/src/jobs', cli), file], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      MEDIA_STORE: 'database',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (performance.now() - started) / 1000;
}

/**
 * A backup taken while both servers run; the servers stopped, the database dropped and restored
 * from it into a new empty one: every table's rows and every media file's checksum are as they
 * were, and the restarted servers serve the site and the photo through the proxy again.
 */
export async function backupDrill(
  state: ClusterState,
  photo: { url: string; bytes: Buffer },
  figure: (line: string) => void,
): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vaarta-cluster-backup-'));
  try {
    const file = path.join(dir, 'cluster.backup');
    const before = await contents();
    const backupSeconds = operatorCommand('backup-cli.ts', file, dir);
    for (const server of state.servers) {
      process.kill(server.pid, 'SIGTERM');
      await exited(server.pid);
    }
    await adminQuery(`drop database ${CLUSTER.database} with (force)`);
    await adminQuery(`create database ${CLUSTER.database}`);
    const restoreSeconds = operatorCommand('restore-cli.ts', file, dir);
    const after = await contents();
    assert.deepEqual(after.rows, before.rows, 'every table has its rows back');
    assert.equal(after.media, before.media, 'every media file is back, byte for byte');
    assert.ok(before.rows['news']! > 0 && before.media.includes(path.basename(photo.url)));
    for (const [index, server] of state.servers.entries()) {
      server.pid = startServer(index, state.secret);
    }
    await writeState(state);
    await Promise.all(state.servers.map((server) => waitUntilReady(server.url)));
    // Asked of the servers themselves: the proxy may still hold both.
    const [one, two] = state.servers as [ClusterState['servers'][0], ClusterState['servers'][0]];
    assert.equal((await fetch(`${one.url}/te`)).status, 200, 'the site is back');
    const served = await fetch(`${two.url}${photo.url}`);
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(photo.bytes), 'the photo is back');
    const tables = Object.keys(before.rows).length;
    figure(
      `backup while serving ${backupSeconds.toFixed(1)} s, restore into an empty database ${restoreSeconds.toFixed(1)} s: ${tables} tables' rows and ${before.media.split(',').length} media files as they were`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
