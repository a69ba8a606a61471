import type { Db } from '../../db/client.ts';
import { DatabaseMediaStore } from './database-media-store.ts';
import { FileMediaStore } from './file-media-store.ts';
import type { MediaStore } from './media-store.ts';

/** The store `MEDIA_STORE` names: files under `filesDir`, or the database's `media_files`. */
export function openMediaStore(
  kind: 'files' | 'database',
  deps: { db: Db; filesDir: string },
): MediaStore {
  return kind === 'database' ? new DatabaseMediaStore(deps.db) : new FileMediaStore(deps.filesDir);
}
