import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { FileMediaStore } from '../src/lib/media/file-media-store.ts';
import { buildMissingEditions } from '../src/services/epaper-print/build-editions.ts';
import { isEmpty, seed } from '../src/jobs/seed/index.ts';

export interface KeptDb {
  database: Database;
  /** The environment a server process needs to open the same database. */
  env: Record<string, string>;
}

/** Creates the database a URL names when it does not exist yet (through the `postgres` one). */
async function createIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * A seeded database kept between runs, so a large one is grown once: PostgreSQL at `url`
 * (created when missing), or a file-backed PGlite in `dataDir` when no URL is given. Its
 * DATA_DIR (pictures, PGlite's files) is `dataDir` either way.
 */
export async function openKeptDb(options: { url?: string; dataDir?: string }): Promise<KeptDb> {
  const dataDir = options.dataDir ?? path.join(os.tmpdir(), 'vaarta-bench-kept');
  await mkdir(dataDir, { recursive: true });
  if (options.url) await createIfMissing(options.url);
  const database = await openDatabase({ url: options.url, dataDir });
  await database.migrate();
  const filesDir = path.join(dataDir, 'files');
  if (await isEmpty(database.db)) {
    await seed({ db: database.db, media: new FileMediaStore(filesDir), epapers: false });
  }
  return { database, env: { DATA_DIR: dataDir, DATABASE_URL: options.url ?? '' } };
}

/**
 * Prints the e-newspapers the database's news makes, as a running site has them, so a server
 * started on it measures pages rather than printing them at start.
 */
export async function printEditions(kept: KeptDb, log: (message: string) => void): Promise<void> {
  const filesDir = path.join(kept.env.DATA_DIR!, 'files');
  const media = new FileMediaStore(filesDir);
  const built = await buildMissingEditions({ db: kept.database.db, media });
  if (built > 0) log(`bench: ${built} e-newspapers printed`);
}
