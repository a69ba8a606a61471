import { filesDir, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { orphanMedia, removeMedia } from '../services/orphan-media.ts';

/**
 * `npm run media:orphans`: lists the media files no row refers to (older than an hour);
 * `-- --remove` deletes them.
 */
const remove = process.argv.includes('--remove');
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const files = filesDir(config);
  const orphans = await orphanMedia(database.db, files);
  for (const address of orphans) console.log(address);
  if (remove) await removeMedia(files, orphans);
  console.log(`media: ${orphans.length} files no row refers to${remove ? ', removed' : ''}`);
} finally {
  await database.close();
}
