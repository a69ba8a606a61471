import { stat } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { writeBackup } from './backup/backup.ts';

/**
 * `npm run backup -- FILE`: one file holding the database and, when media are files, the media
 * (docs/decisions/0156). `npm run restore -- FILE` rebuilds the site from it.
 */
const file = process.argv[2];
if (!file) {
  console.error('backup: name the file to write, as in `npm run backup -- vaarta.backup`');
  process.exit(2);
}
const started = performance.now();
const manifest = await writeBackup(loadConfig(), file);
const { size } = await stat(file);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `backup: ${file} written in ${seconds} s, ${(size / 1024 / 1024).toFixed(1)} MB ` +
    `(${manifest.database} database, media ${manifest.media === 'files' ? 'files included' : 'in the database'})`,
);
