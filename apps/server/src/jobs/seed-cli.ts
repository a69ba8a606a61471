import { filesDir, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isEmpty, seed } from './seed/index.ts';

/** `npm run seed`: migrates and seeds an empty database, printing progress. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  if (await isEmpty(database.db)) {
    await seed({ db: database.db, filesDir: filesDir(config), log: console.log });
    console.log('seed: done');
  } else {
    console.log('seed: the database already has content; nothing to do');
  }
} finally {
  await database.close();
}
