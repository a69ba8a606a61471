import { filesDir, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { copyMedia } from '../lib/media/copy-media.ts';
import { DatabaseMediaStore } from '../lib/media/database-media-store.ts';
import { FileMediaStore } from '../lib/media/file-media-store.ts';

/**
 * `npm run media:to-database`: copies the photos, covers and e-paper PDFs in `DATA_DIR/files`
 * into the database, for `MEDIA_STORE=database` (docs/decisions/0155). Files already there are
 * kept, so it can be run again; the files on disk are left for the operator to remove.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const files = new FileMediaStore(filesDir(config));
  const { copied, bytes, present } = await copyMedia(files, new DatabaseMediaStore(database.db));
  const megabytes = (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `media:to-database: ${copied} files copied (${megabytes} MB), ${present} already there`,
  );
  console.log('media:to-database: set MEDIA_STORE=database and restart the servers');
} finally {
  await database.close();
}
