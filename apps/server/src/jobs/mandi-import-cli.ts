import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import type { ImportSummary } from '../services/mandi-import.ts';
import { PriceFileError } from '../services/mandi-import/records.ts';
import { openJobServices } from './job-services.ts';
import { isEmpty } from './seed/index.ts';

/**
 * `npm run import:mandi -- FILE`: imports a day's mandi prices from the government's open data
 * (a CSV export or the API's JSON) and prints what happened to every row.
 */
const file = process.argv[2];
if (!file) {
  console.error(
    'usage: npm run import:mandi -- FILE  (a CSV export or the API JSON of daily prices)',
  );
  process.exit(2);
}
// npm runs scripts in the repository root; the file is named from where npm was run.
const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const numbers = new Intl.NumberFormat('en-IN');

function progressBar(written: number, total: number): void {
  const width = 30;
  const done = total === 0 ? width : Math.round((written / total) * width);
  const percent = total === 0 ? 100 : Math.floor((written / total) * 100);
  process.stderr.write(
    `\rwriting prices [${'#'.repeat(done)}${'-'.repeat(width - done)}] ${percent}% ` +
      `${numbers.format(written)}/${numbers.format(total)}`,
  );
  if (written === total) process.stderr.write('\n');
}

function report(summary: ImportSummary): string {
  const lines = [
    `mandi import: ${numbers.format(summary.rows)} rows in ${path.basename(filePath)}`,
    `  imported   ${numbers.format(summary.imported)}`,
    `  updated    ${numbers.format(summary.updated)}`,
    `  unchanged  ${numbers.format(summary.unchanged)}`,
    `  new commodities ${numbers.format(summary.newCommodities.length)}${summary.newCommodities.length ? ` (${summary.newCommodities.join(', ')}; name them on the mandi desk)` : ''}`,
    `  rejected   ${numbers.format(summary.rejected)}${summary.rejected ? ' (row 1 is the first after the header):' : ''}`,
  ];
  for (const { reason, count, rows } of summary.reasons) {
    const more = count > rows.length ? ', …' : '';
    lines.push(
      `    ${numbers.format(count).padStart(6)}  ${reason} (rows ${rows.join(', ')}${more})`,
    );
  }
  return lines.join('\n');
}

const config = loadConfig();
const content = await readFile(filePath).catch((error: NodeJS.ErrnoException) => {
  console.error(`mandi import: cannot read ${filePath}: ${error.code ?? error.message}`);
  process.exit(1);
});
const { database, services, close } = await openJobServices(config);
try {
  if (await isEmpty(database.db)) {
    console.error(
      'mandi import: the database has no places or commodities yet; run `npm run seed` first',
    );
    process.exitCode = 1;
  } else {
    const summary = await services.mandiImport.import(content, {
      onProgress: process.stderr.isTTY ? progressBar : undefined,
    });
    console.log(report(summary));
  }
} catch (error) {
  if (!(error instanceof PriceFileError)) throw error;
  console.error(`mandi import: ${filePath} was not imported: ${error.message}`);
  process.exitCode = 1;
} finally {
  await close();
}
