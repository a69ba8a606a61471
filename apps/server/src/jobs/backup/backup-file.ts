import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * What a backup file holds: one tar archive with this manifest, the database (`pg_dump`'s custom
 * format, or PGlite's own dump of its data directory) and, when media are files, the `files/`
 * folder of photos, covers and e-paper PDFs (docs/decisions/0156).
 */
export interface BackupManifest {
  format: 'vaarta-backup';
  version: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  media: 'files' | 'database';
}

export const MANIFEST = 'manifest.json';
export const POSTGRES_DUMP = 'database.pgdump';
export const PGLITE_DUMP = 'pglite.tar';
export const FILES = 'files';

export const runTool = promisify(execFile);

/**
 * `pg_dump`/`pg_restore`'s connection for a database URL: the URL without its password on the
 * command line (where any user of the machine could read it), the password in the environment.
 */
export function postgresTool(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}
