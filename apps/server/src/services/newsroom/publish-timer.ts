import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** setTimeout's longest wait; a later time is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
/** Never sooner, so a database clock a little behind ours is waited out without a busy loop. */
const SHORTEST_WAIT_MS = 50;

/**
 * A scheduled story is stored as published with a publication time to come, so readers' queries
 * show it from that second on. What could still show a stale page is a cache: this timer waits
 * for the next publication time and then calls `due` (which drops the cached lists and pages).
 * It is armed at start and again after every change to a story's publishing, and after firing.
 */
export class PublishTimer {
  private readonly db: Db;
  private readonly due: () => void;
  private readonly onError: (error: unknown) => void;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The publication time the timer waits for, for tests and logs. */
  next: Date | null = null;

  constructor(deps: { db: Db; due: () => void; onError: (error: unknown) => void }) {
    this.db = deps.db;
    this.due = deps.due;
    this.onError = deps.onError;
  }

  /** Looks up the next publication time and waits for it (replacing any earlier wait). */
  async arm(): Promise<void> {
    if (this.stopped) return;
    const [row] = await this.db
      .select({ at: t.news.publishedAt })
      .from(t.news)
      .where(
        and(
          eq(t.news.status, 'published'),
          eq(t.news.isDeleted, false),
          gt(t.news.publishedAt, sql`now()`),
        ),
      )
      .orderBy(asc(t.news.publishedAt))
      .limit(1);
    clearTimeout(this.timer);
    this.timer = undefined;
    this.next = row?.at ?? null;
    if (!this.next || this.stopped) return;
    const wait = Math.min(
      Math.max(this.next.getTime() - Date.now(), SHORTEST_WAIT_MS),
      LONGEST_WAIT_MS,
    );
    this.timer = setTimeout(() => this.fire(), wait);
    // The timer must not keep a command-line job alive.
    this.timer.unref();
  }

  private fire(): void {
    this.timer = undefined;
    if (this.next && this.next.getTime() <= Date.now()) this.due();
    // The database's clock may be a hair behind ours: arming again waits out any difference.
    this.arm().catch(this.onError);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
