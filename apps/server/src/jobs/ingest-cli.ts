import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AuditService } from '../services/audit.ts';
import { CatalogService } from '../services/catalog.ts';
import { OutboundGuard } from '../lib/outbound-guard.ts';
import { IngestService } from '../services/newsroom/ingest.ts';
import { RevisionService } from '../services/newsroom/revisions.ts';

/**
 * `npm run ingest`: fetches every active feed once and brings new items in as drafts — what the
 * server does every INGEST_INTERVAL_MINUTES, for a machine that runs it from cron instead.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const { db } = database;
  const ingest = new IngestService({
    db,
    catalog: new CatalogService(db),
    audit: new AuditService(db),
    revisions: new RevisionService(db),
    guard: new OutboundGuard(config.FETCH_ALLOWED_PRIVATE_NETWORKS),
    logFailure: (error, what) => console.error(`ingest: ${what} failed`, error),
  });
  const runs = await ingest.runAll();
  for (const run of runs) {
    const outcome =
      run.outcome === 'failed'
        ? `failed: ${run.error}`
        : `${run.outcome}, ${run.created} new drafts, ${run.duplicates} already in, ${run.skipped} without title or link`;
    console.log(`ingest: feed ${run.sourceId} ${outcome}`);
  }
  console.log(
    `ingest: ${runs.length} feeds, ${runs.reduce((n, r) => n + r.created, 0)} new drafts`,
  );
} finally {
  await database.close();
}
