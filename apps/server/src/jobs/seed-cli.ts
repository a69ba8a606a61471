import { filesDir, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { openMediaStore } from '../lib/media/open-media-store.ts';
import { isEmpty, seed } from './seed/index.ts';

/** `npm run seed`: migrates and seeds an empty database, printing progress. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  if (await isEmpty(database.db)) {
    const media = openMediaStore(config.MEDIA_STORE, {
      db: database.db,
      filesDir: filesDir(config),
    });
    await seed({ db: database.db, media, log: console.log });
    console.log('seed: done');
  } else {
    console.log('seed: the database already has content; nothing to do');
  }
} finally {
  await database.close();
}
