/**
 * `npm run bench:restore`: how long a backup and a restore of a site with 100,000 articles take
 * (BENCH_ARTICLES), on PostgreSQL when DATABASE_URL names a server (a scratch database beside
 * the one it names, restored into another new database with `pg_restore`), else on the embedded
 * PGlite in a temporary folder. The media stay files and travel in the backup. Output:
 * `name: value` lines.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase, rowsOf, type Database } from '../src/db/client.ts';
import { writeBackup } from '../src/jobs/backup/backup.ts';
import { restoreBackup } from '../src/jobs/backup/restore.ts';
import { adminQuery, databaseUrl } from '../src/test/postgres-admin.ts';
import { growNews, openScratchDb } from './scratch-db.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const log = (message: string) => console.error(message);
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

async function articles(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from news`),
  );
  return row!.n;
}

const scratch = await openScratchDb('restore');
await growNews(scratch.database, ARTICLES, log);
const before = await articles(scratch.database);
await scratch.database.close();

const work = await mkdtemp(path.join(os.tmpdir(), 'vaarta-bench-restore-'));
const serverUrl = process.env.DATABASE_URL;
const restoredName = 'vaarta_restore_restored';
try {
  const source = loadConfig({ ...scratch.env, MEDIA_STORE: 'files' });
  const file = path.join(work, 'site.backup');
  let started = performance.now();
  await writeBackup(source, file);
  console.log(`backup.seconds: ${seconds(started)}`);
  console.log(`backup.megabytes: ${((await stat(file)).size / 1024 / 1024).toFixed(1)}`);

  let targetUrl = '';
  if (serverUrl) {
    await adminQuery(serverUrl, `drop database if exists ${restoredName} with (force)`);
    await adminQuery(serverUrl, `create database ${restoredName}`);
    targetUrl = databaseUrl(serverUrl, restoredName);
  }
  const target = loadConfig({ DATABASE_URL: targetUrl, DATA_DIR: path.join(work, 'restored') });
  started = performance.now();
  await restoreBackup(target, file);
  console.log(`restore.seconds: ${seconds(started)}`);

  const restored = await openDatabase({ url: target.DATABASE_URL, dataDir: target.DATA_DIR });
  const after = await articles(restored);
  await restored.close();
  console.log(`restore.articles: ${after}`);
  if (after !== before) throw new Error(`restored ${after} articles of ${before}`);
} finally {
  if (serverUrl)
    await adminQuery(serverUrl, `drop database if exists ${restoredName} with (force)`);
  await scratch.drop();
  await rm(work, { recursive: true, force: true });
}
