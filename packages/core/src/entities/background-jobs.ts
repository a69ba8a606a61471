import { z } from 'zod';

/** One kind of background work as the newsroom's Background tasks view shows it. */
export const backgroundJobSchema = z.object({
  /** The job's name (`epaper-build`, `feed-ingest`, `story-scheduled-publish`, …). */
  name: z.string(),
  /** Its recurrence (cron or RFC 5545 rule), or null for a job that runs only when sent. */
  every: z.string().nullable(),
  lastRun: z
    .object({
      state: z.enum(['completed', 'failed', 'active', 'retry']),
      startedAt: z.string().nullable(),
      finishedAt: z.string().nullable(),
      /** Why the last run failed, when it did. */
      error: z.string().nullable(),
    })
    .nullable(),
  nextRun: z.string().nullable(),
  running: z.number().int(),
  waiting: z.number().int(),
  /** Failed runs of the last week. */
  failures: z.number().int(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** GET /newsroom/jobs (staff). */
export const backgroundJobListSchema = z.object({ items: z.array(backgroundJobSchema) });
