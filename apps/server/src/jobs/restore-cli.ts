import { loadConfig } from '../config.ts';
import { NotEmptyError, restoreBackup } from './backup/restore.ts';

/**
 * `npm run restore -- FILE`: rebuilds the database and the media from a backup file into an
 * empty database (DATABASE_URL, or a DATA_DIR with no embedded database yet).
 */
const file = process.argv[2];
if (!file) {
  console.error('restore: name the backup file, as in `npm run restore -- vaarta.backup`');
  process.exit(2);
}
const started = performance.now();
try {
  const manifest = await restoreBackup(loadConfig(), file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`restore: ${file} (made ${manifest.createdAt}) restored in ${seconds} s`);
} catch (error) {
  if (!(error instanceof NotEmptyError)) throw error;
  console.error(`restore: ${error.message}; restore into an empty database`);
  process.exit(1);
}
