import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { filesDir, loadConfig } from '../../config.ts';
import { openDatabase, rowsOf, type Database } from '../../db/client.ts';
import { copyMedia } from '../../lib/media/copy-media.ts';
import type { MediaStore } from '../../lib/media/media-store.ts';
import { openMediaStore } from '../../lib/media/open-media-store.ts';
import { FileMediaStore } from '../../lib/media/file-media-store.ts';
import { adminQuery, databaseUrl } from '../../test/postgres-admin.ts';
import { writeBackup } from './backup.ts';
import { NotEmptyError, restoreBackup } from './restore.ts';

const template = inject('seededTemplate');
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A seeded site of its own: a database (PostgreSQL, or PGlite in DATA_DIR) and its media. */
async function seededSite(media: 'files' | 'database') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vaarta-backup-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let url: string | undefined;
  if (serverUrl) {
    const name = `vaarta_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name} template ${template.postgres}`);
    url = databaseUrl(serverUrl, name);
    cleanups.push(() => adminQuery(serverUrl, `drop database if exists ${name} with (force)`));
  }
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url ?? '', MEDIA_STORE: media });
  const from = url ? undefined : new Blob([await readFile(template.pgliteDump!)]);
  const database = await openDatabase({ url, dataDir, from, onConnectionLost: () => {} });
  const seeded = new FileMediaStore(template.filesDir);
  if (media === 'files') await cp(template.filesDir, filesDir(config), { recursive: true });
  else await copyMedia(seeded, openMediaStore('database', { db: database.db, filesDir: '' }));
  return { config, database, dataDir, url };
}

/** Rows in every table of the site, the migrations' own table included. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as n from ${name}`)),
    );
    counts[name] = row!.n;
  }
  return counts;
}

async function checksums(store: MediaStore): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  for await (const file of store.paths()) {
    sums.set(
      file,
      createHash('sha256')
        .update((await store.read(file))!)
        .digest('hex'),
    );
  }
  return sums;
}

async function emptyTarget(config: ReturnType<typeof loadConfig>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vaarta-restored-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  let url: string | undefined;
  if (serverUrl) {
    // Dropped and made again, empty: what an operator restores into after losing a database.
    url = config.DATABASE_URL!;
    const name = new URL(url).pathname.slice(1);
    await adminQuery(serverUrl, `drop database ${name} with (force)`);
    await adminQuery(serverUrl, `create database ${name}`);
  }
  return loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: url ?? '',
    MEDIA_STORE: config.MEDIA_STORE,
  });
}

describe.each(['files', 'database'] as const)('a backup with media in %s', (media) => {
  it('restores every row and every media file into an empty database', async () => {
    const site = await seededSite(media);
    const storeOf = (database: Database, config: typeof site.config) =>
      openMediaStore(media, { db: database.db, filesDir: filesDir(config) });
    const countsBefore = await rowCounts(site.database);
    const sumsBefore = await checksums(storeOf(site.database, site.config));
    expect(countsBefore['public.news']).toBeGreaterThan(200);
    expect(sumsBefore.size).toBeGreaterThan(100);
    await site.database.close();

    const file = path.join(site.dataDir, 'site.backup');
    const manifest = await writeBackup(site.config, file);
    expect(manifest).toMatchObject({ database: serverUrl ? 'postgres' : 'pglite', media });
    expect((await stat(file)).size).toBeGreaterThan(0);

    const target = await emptyTarget(site.config);
    await restoreBackup(target, file);
    const restored = await openDatabase({
      url: target.DATABASE_URL,
      dataDir: target.DATA_DIR,
      onConnectionLost: () => {},
    });
    try {
      expect(await rowCounts(restored)).toEqual(countsBefore);
      expect(await checksums(storeOf(restored, target))).toEqual(sumsBefore);
    } finally {
      await restored.close();
    }
    // A second restore into the now full database is refused, not mixed in.
    await expect(restoreBackup(target, file)).rejects.toBeInstanceOf(NotEmptyError);
  }, 180_000);
});
