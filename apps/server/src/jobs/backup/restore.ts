import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { filesDir, type Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import {
  FILES,
  MANIFEST,
  PGLITE_DUMP,
  POSTGRES_DUMP,
  postgresTool,
  runTool,
  type BackupManifest,
} from './backup-file.ts';

type RestoreConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;

/** A restore goes only into an empty database: it never mixes a backup with other data. */
export class NotEmptyError extends Error {}

async function readManifest(stage: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(stage, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 'vaarta-backup' || manifest.version !== 1) {
    throw new Error('not a Vaarta backup file (or one of a newer version)');
  }
  return manifest;
}

async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new NotEmptyError('the database named by DATABASE_URL has tables');
  } finally {
    await client.end();
  }
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  return readdir(folder).then(
    (names) => names.length === 0,
    () => true,
  );
}

/**
 * Rebuilds the site from a backup file into an empty database: PostgreSQL through `pg_restore`
 * (in parallel, `jobs` at a time) when DATABASE_URL is set, else a new PGlite in DATA_DIR. The
 * backup's media files, when it has them, go to DATA_DIR/files.
 */
export async function restoreBackup(
  config: RestoreConfig,
  file: string,
  options: { jobs?: number } = {},
): Promise<BackupManifest> {
  const stage = await mkdtemp(path.join(os.tmpdir(), 'vaarta-restore-'));
  try {
    await tar.extract({ file, cwd: stage });
    const manifest = await readManifest(stage);
    if (manifest.database === 'postgres' && !config.DATABASE_URL) {
      throw new Error('this backup is of a PostgreSQL database: set DATABASE_URL to restore it');
    }
    if (manifest.database === 'pglite' && config.DATABASE_URL) {
      throw new Error('this backup is of the embedded database: unset DATABASE_URL to restore it');
    }
    const pgliteDir = path.join(config.DATA_DIR, 'pglite');
    if (config.DATABASE_URL) await assertEmptyPostgres(config.DATABASE_URL);
    else if (!(await isEmptyFolder(pgliteDir))) {
      throw new NotEmptyError(`${pgliteDir} already holds a database`);
    }

    if (config.DATABASE_URL) {
      const { dbname, env } = postgresTool(config.DATABASE_URL);
      const jobs = String(options.jobs ?? Math.max(1, Math.min(4, os.availableParallelism())));
      await runTool(
        'pg_restore',
        ['--no-owner', '--exit-on-error', '--jobs', jobs, '--dbname', dbname, POSTGRES_DUMP],
        { env, cwd: stage },
      );
    } else {
      const dump = new Blob([await readFile(path.join(stage, PGLITE_DUMP))]);
      const database = await openDatabase({ dataDir: config.DATA_DIR, from: dump });
      await database.close();
    }
    if (manifest.media === 'files') {
      await cp(path.join(stage, FILES), filesDir(config), { recursive: true });
    }
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
