import { loadConfig } from '../config.ts';
import { openJobServices } from './job-services.ts';

/**
 * `npm run ingest`: fetches every active feed once and brings new items in as drafts — what the
 * server does every INGEST_INTERVAL_MINUTES, for a machine that runs it from cron instead.
 */
const { services, close } = await openJobServices(loadConfig());
try {
  const runs = await services.ingest.runAll();
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
  await close();
}
