import { filesDir, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { openMediaStore } from '../lib/media/open-media-store.ts';
import { buildMissingEditions } from '../services/epaper-print/build-editions.ts';

/** `npm run epaper:build`: the daily job that prints any missing e-newspaper editions. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const built = await buildMissingEditions({
    db: database.db,
    media: openMediaStore(config.MEDIA_STORE, { db: database.db, filesDir: filesDir(config) }),
    log: console.log,
  });
  console.log(`e-paper: ${built} new editions`);
} finally {
  await database.close();
}
