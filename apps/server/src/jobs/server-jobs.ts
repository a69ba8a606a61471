import { INDIA_TIME_ZONE } from '@vaarta/core/india-time';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import type { JobDefinition } from '../lib/job-queue.ts';
import type { MediaStore } from '../lib/media/media-store.ts';
import { SCHEDULED_PUBLISH_JOB, type ScheduledPublish } from '../services/newsroom/stories.ts';
import { BREAKING_PUSH_JOB } from '../services/push/breaking-push.ts';
import { buildMissingEditions } from '../services/epaper-print/build-editions.ts';

/**
 * Every piece of timed or background work the servers do, in one place (docs/decisions/0150).
 * Each runs on the shared job queue: once across all servers, retried on failure, listed on the
 * newsroom's Background tasks view. To add one, add its definition here; to run it from code,
 * `app.jobs.send(name, data)`.
 */
export function serverJobs(
  app: App,
  { config, media }: { config: Config; media: MediaStore },
): JobDefinition<never>[] {
  const log = (message: string) => app.log.info(message);
  const [hours, minutes] = config.EPAPER_BUILD_AT.split(':').map(Number) as [number, number];
  const jobs: JobDefinition<never>[] = [
    define<ScheduledPublish>({
      name: SCHEDULED_PUBLISH_JOB,
      policy: 'short',
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireInSeconds: 60,
      run: async (data) => {
        if (await app.services.stories.publishDue(data)) {
          log(`schedule: story ${data.storyId} went out`);
        }
      },
    }),
    define({
      name: BREAKING_PUSH_JOB,
      policy: 'short',
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 30 * 60,
      run: async () => {
        const sent = await app.services.breakingPush.sendDue();
        for (const story of sent) {
          log(`breaking news: story ${story.newsId} pushed to ${story.delivered} devices`);
        }
      },
    }),
    define({
      name: 'epaper-build',
      // Every day at EPAPER_BUILD_AT, India time, and at start for any day still missing.
      every: { rule: `${minutes} ${hours} * * *`, tz: INDIA_TIME_ZONE },
      atStart: true,
      policy: 'stately',
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 60 * 60,
      run: async (_data, signal) => {
        await buildMissingEditions({
          db: app.db,
          media,
          log,
          signal,
        });
      },
    }),
  ];
  // The newsroom's feeds: new items come in as drafts (docs/product/newsroom.md).
  if (config.INGEST_INTERVAL_MINUTES > 0) {
    jobs.push(
      define({
        name: 'feed-ingest',
        every: { rule: `FREQ=MINUTELY;INTERVAL=${config.INGEST_INTERVAL_MINUTES}`, tz: 'UTC' },
        atStart: true,
        policy: 'stately',
        retryLimit: 2,
        retryDelaySeconds: 30,
        expireInSeconds: 15 * 60,
        run: async (_data, signal) => {
          const runs = await app.services.ingest.runAll(signal);
          const created = runs.reduce((sum, run) => sum + run.created, 0);
          if (created > 0) log(`feeds: ${created} new drafts from ${runs.length} feeds`);
        },
      }),
    );
  }
  // The day's mandi prices from the open-data API (docs/decisions/0134); none without a key.
  if (config.MANDI_API_KEY) {
    const [fetchHours, fetchMinutes] = config.MANDI_FETCH_AT.split(':').map(Number) as [
      number,
      number,
    ];
    jobs.push(
      define({
        name: 'mandi-fetch',
        every: { rule: `${fetchMinutes} ${fetchHours} * * *`, tz: INDIA_TIME_ZONE },
        policy: 'stately',
        retryLimit: 2,
        retryDelaySeconds: 15 * 60,
        expireInSeconds: 60 * 60,
        run: async () => {
          const run = await app.services.mandiFetch.run();
          if (!run) return;
          log(
            `mandi: ${run.records} records fetched, ${run.imported} imported, ${run.updated} updated, ${run.rejected} rejected, ${run.failedPages.length} pages failed`,
          );
          if (run.imported + run.updated > 0) app.services.news.newsChanged();
          // Recorded for the mandi desk, and failed here so the queue tries again later.
          if (run.error) throw new Error(`mandi fetch stopped: ${run.error}`);
        },
      }),
    );
  }
  return jobs;
}

/** Keeps a job's data type while the list holds jobs of every kind. */
function define<Data extends object>(job: JobDefinition<Data>): JobDefinition<never> {
  return job as unknown as JobDefinition<never>;
}

/**
 * Makes this server take its share of every job, and queues the runs of stories scheduled before
 * the queue carried them out. Called once the server serves.
 */
export async function startServerJobs(
  app: App,
  settings: { config: Config; media: MediaStore },
): Promise<void> {
  for (const job of serverJobs(app, settings)) await app.jobs.define(job);
  await app.services.stories.sendPendingSchedules();
}
