import { PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import type { BackgroundJob } from '@vaarta/core/entities/background-jobs';

/**
 * How a job recurs: a cron expression or an RFC 5545 rule (`FREQ=MINUTELY;INTERVAL=15`), read in
 * `tz`. pg-boss sends each occurrence once, whichever server's clock pass notices it first.
 */
export interface Recurrence {
  rule: string;
  tz: string;
}

/** One kind of background work: what it is called, when it runs, and what it does. */
export interface JobDefinition<Data extends object = object> {
  name: string;
  every?: Recurrence;
  /** Also run it when a server starts (at most one such run waits across all servers). */
  atStart?: boolean;
  /** Retries after a failure, `retryDelaySeconds` apart, doubling each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long a run may take before it counts as failed and is retried. */
  expireInSeconds: number;
  /**
   * `stately`: at most one run waiting and one running, so a slow run never piles up more.
   * `short`: one run waits per `singletonKey` (one per story, say); a send with a key already
   * waiting is a no-op.
   */
  policy: 'stately' | 'short';
  run(data: Data, signal: AbortSignal): Promise<void>;
}

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date;
  /** On a `short` queue, another job with this key already waiting makes this send a no-op. */
  singletonKey?: string;
}

/** Where pg-boss keeps its tables, beside (never inside) the app's own schema. */
const SCHEMA = 'pgboss';
/** How long settled runs stay visible (and countable as failures). */
const KEEP_SETTLED_SECONDS = 7 * 24 * 60 * 60;

interface LastRunRow {
  state: 'completed' | 'failed' | 'active' | 'retry';
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: { message?: unknown } | null;
}

interface CountsRow {
  running: number;
  waiting: number;
  failures: number;
  next: Date | string | null;
}

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The servers' shared queue of background work, kept in the database (pg-boss): a job sent by
 * any server runs once on one of them, a recurring one once per occurrence, a failed run is
 * retried, and a run cut short by a restart is picked up again when its time runs out. On the
 * embedded PGlite the same queue runs in the one process.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly onError: (error: Error) => void;
  private started = false;

  constructor(connection: ConstructorOptions, onError: (error: Error) => void) {
    this.boss = new PgBoss({
      ...connection,
      schema: SCHEMA,
      application_name: 'vaarta-jobs',
      // One pass a minute is pg-boss's own default; the clock pass of recurring jobs runs on
      // every server, and the database decides which one sends.
      supervise: true,
      schedule: true,
    });
    this.onError = onError;
    this.boss.on('error', onError);
  }

  /** Creates pg-boss's tables on first use (or upgrades them) and starts its upkeep. */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  /**
   * Makes this server run `definition`'s jobs: creates its queue, its recurrence and, when asked,
   * a run at start. Every server defines the same jobs; each run still happens once.
   */
  async define<Data extends object>(definition: JobDefinition<Data>): Promise<void> {
    const { name } = definition;
    const settings = {
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
      deleteAfterSeconds: KEEP_SETTLED_SECONDS,
    };
    // A queue's policy is fixed when it is created; its retries and lifetimes follow the code.
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, settings);
    else await this.boss.createQueue(name, { ...settings, policy: definition.policy });
    this.definitions.set(name, definition as JobDefinition<never>);
    if (definition.every) {
      await this.boss.schedule(name, definition.every.rule, null, { tz: definition.every.tz });
    } else {
      await this.boss.unschedule(name);
    }
    if (definition.atStart) await this.boss.send(name, {}, { singletonKey: 'at-start' });
    await this.boss.work<Data>(name, { pollingIntervalSeconds: 1 }, async (jobs: Job<Data>[]) => {
      for (const job of jobs) await definition.run(job.data, job.signal);
    });
  }

  /**
   * Queues one run of a defined job, on whichever server takes it first. Returns the job's id, or
   * null when an equal job (same `singletonKey`, or a `stately` job already waiting) is queued.
   */
  async send(name: string, data: object, options: SendOptions = {}): Promise<string | null> {
    return this.boss.send(name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  /** Every defined job with its last run, next run and failures, in the order defined. */
  async status(): Promise<BackgroundJob[]> {
    const statuses: BackgroundJob[] = [];
    for (const definition of this.definitions.values()) {
      statuses.push(await this.statusOf(definition));
    }
    return statuses;
  }

  private async statusOf(definition: JobDefinition<never>): Promise<BackgroundJob> {
    const db = this.boss.getDb();
    // Read from the job table itself: pg-boss's queue counts are refreshed only now and then.
    const [last, counts] = await Promise.all([
      db.executeSql(
        `select state, started_on, completed_on, output from ${SCHEMA}.job
          where name = $1 and state in ('completed', 'failed', 'active', 'retry')
            and started_on is not null
          order by started_on desc limit 1`,
        [definition.name],
      ),
      db.executeSql(
        `select count(*) filter (where state = 'active')::int as running,
                count(*) filter (where state in ('created', 'retry'))::int as waiting,
                count(*) filter (where state = 'failed')::int as failures,
                min(start_after) filter (where state in ('created', 'retry')) as next
           from ${SCHEMA}.job where name = $1`,
        [definition.name],
      ),
    ]);
    const count = (counts.rows as CountsRow[])[0]!;
    const queuedAt = count.next;
    const lastRow = (last.rows as LastRunRow[])[0];
    const occurrence = definition.every
      ? (this.boss.previewSchedule(definition.every.rule, {
          tz: definition.every.tz,
          from: new Date(),
          count: 1,
        })[0] ?? null)
      : null;
    const candidates = [queuedAt, occurrence]
      .filter((value) => value !== null)
      .map((value) => new Date(value).getTime());
    const message = lastRow?.output?.message;
    return {
      name: definition.name,
      every: definition.every?.rule ?? null,
      lastRun: lastRow
        ? {
            state: lastRow.state,
            startedAt: isoOrNull(lastRow.started_on),
            finishedAt: isoOrNull(lastRow.completed_on),
            error: lastRow.state === 'completed' || typeof message !== 'string' ? null : message,
          }
        : null,
      nextRun: candidates.length > 0 ? new Date(Math.min(...candidates)).toISOString() : null,
      running: count.running,
      waiting: count.waiting,
      failures: count.failures,
    };
  }

  /**
   * Stops taking jobs and waits (up to `timeoutMs`) for the runs under way to finish; a run still
   * going then is abandoned and retried by another server once its time runs out.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: timeoutMs }).catch(this.onError);
  }
}
