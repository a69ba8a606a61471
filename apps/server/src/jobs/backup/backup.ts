import { mkdtemp, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

type BackupConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'MEDIA_STORE'>;

/**
 * Writes one backup file of the site: the database and, when media are files, those files.
 * PostgreSQL is dumped by `pg_dump` while the servers run (a consistent snapshot); the embedded
 * PGlite serves one process, so its server must be stopped first.
 */
export async function writeBackup(config: BackupConfig, file: string): Promise<BackupManifest> {
  const stage = await mkdtemp(path.join(os.tmpdir(), 'vaarta-backup-'));
  try {
    const manifest: BackupManifest = {
      format: 'vaarta-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: config.DATABASE_URL ? 'postgres' : 'pglite',
      media: config.MEDIA_STORE,
    };
    const entries = [MANIFEST];
    if (config.DATABASE_URL) {
      const { dbname, env } = postgresTool(config.DATABASE_URL);
      const dump = path.join(stage, POSTGRES_DUMP);
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--file', dump, dbname], { env });
      entries.push(POSTGRES_DUMP);
    } else {
      const pgliteDir = path.join(config.DATA_DIR, 'pglite');
      if ((await readdir(pgliteDir).catch(() => [])).length === 0) {
        throw new Error(`there is no embedded database in ${pgliteDir} to back up`);
      }
      const database = await openDatabase({ dataDir: config.DATA_DIR });
      try {
        const dump = await database.dumpDataDir!();
        await writeFile(path.join(stage, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await database.close();
      }
      entries.push(PGLITE_DUMP);
    }
    if (config.MEDIA_STORE === 'files') {
      // The archive takes the files through a link, without a copy.
      await symlink(filesDir(config), path.join(stage, FILES));
      entries.push(FILES);
    }
    await writeFile(path.join(stage, MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = `${file}.part`;
    // Gzip at its fastest: PGlite's dump is its data directory as it is, pg_dump's is compressed.
    await tar.create(
      { file: partial, cwd: stage, follow: true, portable: true, gzip: { level: 1 } },
      entries,
    );
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
