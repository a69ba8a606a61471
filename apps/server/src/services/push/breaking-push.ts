import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { absoluteUrl, articlePath } from '@vaarta/core/addresses';
import type { LanguageCode } from '@vaarta/core/constants';
import type { BreakingPushPayload } from '@vaarta/core/entities/push';
import { truncate } from '@vaarta/core/text';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { NewsService } from '../news.ts';
import type { DeliveryOptions, DeliveryResult, PushTarget } from './push-delivery.ts';

/** Subscriptions read and sent at a time. */
const BATCH = 100;
/** Pushes in flight at once within a batch. */
const IN_FLIGHT = 20;
/** Breaking news older than this is no longer pushed (a sender that was down comes back late). */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
/** Planned pushes one call of `sendDue` takes on. */
const STORIES_AT_ONCE = 10;
const BODY_GRAPHEMES = 140;

export interface PushSenderDeps {
  db: Db;
  news: NewsService;
  /** Null when no VAPID keys are configured: nothing is sent. */
  delivery: Omit<DeliveryOptions, 'ttlSeconds' | 'timeoutMs'> | null;
  deliver: (
    target: PushTarget,
    payload: string,
    options: DeliveryOptions,
  ) => Promise<DeliveryResult>;
  /** The site's public address: the push links to the article there. */
  siteUrl: string;
  sendsPerSecond: number;
  /** Waits between batches (tests pass a clock that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

export interface StoryPushOutcome {
  newsId: string;
  delivered: number;
  removed: number;
}

/** The job that sends the planned pushes whose time has come (jobs/server-jobs.ts). */
export const BREAKING_PUSH_JOB = 'breaking-news-push';

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Breaking news pushed to the readers of a story's editions (docs/decisions/0161): planned when
 * an editor publishes, sent once per story, in batches at a steady rate, by the job
 * `BREAKING_PUSH_JOB` (`sendDue`) and never by the publish itself.
 */
export class BreakingPushService {
  private readonly deps: PushSenderDeps;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(deps: PushSenderDeps) {
    this.deps = deps;
    this.sleep = deps.sleep ?? sleepFor;
  }

  /**
   * Plans the story's one push for its publication time, inside the publishing transaction. A
   * story already pushed is never pushed again; one planned but not yet sent moves to the new time.
   */
  async plan(tx: Db, newsId: string, sendAt: Date): Promise<void> {
    await tx
      .insert(t.storyPushes)
      .values({ newsId, sendAt })
      .onConflictDoUpdate({
        target: t.storyPushes.newsId,
        set: { sendAt },
        setWhere: isNull(t.storyPushes.startedAt),
      });
  }

  /**
   * Sends every planned push whose time has come. Each is claimed by one conditional update, so
   * two senders (two instances, a job run twice) never push a story twice.
   */
  async sendDue(): Promise<StoryPushOutcome[]> {
    if (!this.deps.delivery) return [];
    const outcomes: StoryPushOutcome[] = [];
    for (;;) {
      const claimed = await this.deps.db
        .update(t.storyPushes)
        .set({ startedAt: sql`now()` })
        .where(
          and(
            // Checked again on the row itself when another sender's claim went first.
            isNull(t.storyPushes.startedAt),
            inArray(
              t.storyPushes.newsId,
              this.deps.db
                .select({ id: t.storyPushes.newsId })
                .from(t.storyPushes)
                .where(and(isNull(t.storyPushes.startedAt), lte(t.storyPushes.sendAt, sql`now()`)))
                .orderBy(asc(t.storyPushes.sendAt))
                .limit(STORIES_AT_ONCE),
            ),
          ),
        )
        .returning({ newsId: t.storyPushes.newsId, sendAt: t.storyPushes.sendAt });
      if (claimed.length === 0) return outcomes;
      for (const row of claimed) outcomes.push(await this.sendStory(row.newsId, row.sendAt));
    }
  }

  private async sendStory(newsId: string, sendAt: Date): Promise<StoryPushOutcome> {
    const outcome = { newsId, delivered: 0, removed: 0 };
    const story = await this.visibleStory(newsId);
    if (story && Date.now() - sendAt.getTime() < STALE_AFTER_MS) {
      const editions = editionsOf(story);
      if (editions) await this.sendToEditions(editions, await this.payloadOf(story), outcome);
    }
    await this.deps.db
      .update(t.storyPushes)
      .set({ finishedAt: sql`now()`, delivered: outcome.delivered, removed: outcome.removed })
      .where(eq(t.storyPushes.newsId, newsId));
    return outcome;
  }

  /** The story as readers see it now, or null when it was taken down or deleted meanwhile. */
  private async visibleStory(newsId: string) {
    const [story] = await this.deps.db
      .select({
        id: t.news.id,
        title: t.news.title,
        slug: t.news.slug,
        language: t.languages.code,
        excerpt: t.news.excerpt,
        languageId: t.news.languageId,
        stateId: t.news.stateId,
        districtId: t.news.districtId,
      })
      .from(t.news)
      .innerJoin(t.languages, eq(t.languages.id, t.news.languageId))
      .where(
        and(
          eq(t.news.id, newsId),
          eq(t.news.status, 'published'),
          eq(t.news.isActive, true),
          eq(t.news.isDeleted, false),
          lte(t.news.publishedAt, sql`now()`),
        ),
      );
    return story ?? null;
  }

  private async payloadOf(story: {
    id: string;
    title: string;
    slug: string;
    language: string;
    excerpt: string;
  }): Promise<string> {
    const media = await this.deps.news.mediaOf([story.id]);
    const picture = media.get(story.id)?.find((item) => item.mediaType === 'image');
    const payload: BreakingPushPayload = {
      title: story.title,
      body: truncate(story.excerpt, BODY_GRAPHEMES),
      url: absoluteUrl(
        this.deps.siteUrl,
        articlePath({ language: story.language as LanguageCode, slug: story.slug, id: story.id }),
      ),
      image: picture ? new URL(picture.mediaUrl, this.deps.siteUrl).href : null,
      tag: `story-${story.id}`,
    };
    return JSON.stringify(payload);
  }

  private async sendToEditions(
    editions: SQL,
    payload: string,
    outcome: StoryPushOutcome,
  ): Promise<void> {
    const delivery = this.deps.delivery!;
    const options: DeliveryOptions = { ...delivery, ttlSeconds: 6 * 60 * 60, timeoutMs: 10_000 };
    let after = '';
    for (;;) {
      // A device subscribed to both the district and the whole state gets the story once.
      const batch = await this.deps.db
        .selectDistinctOn([t.pushSubscriptions.endpoint], {
          endpoint: t.pushSubscriptions.endpoint,
          p256dh: t.pushSubscriptions.p256dh,
          auth: t.pushSubscriptions.auth,
        })
        .from(t.pushSubscriptions)
        .where(and(editions, gt(t.pushSubscriptions.endpoint, after)))
        .orderBy(asc(t.pushSubscriptions.endpoint))
        .limit(BATCH);
      if (batch.length === 0) return;
      const started = Date.now();
      const gone: string[] = [];
      for (let i = 0; i < batch.length; i += IN_FLIGHT) {
        const slice = batch.slice(i, i + IN_FLIGHT);
        const results = await Promise.all(
          slice.map((target) => this.deps.deliver(target, payload, options)),
        );
        results.forEach((result, index) => {
          if (result === 'delivered') outcome.delivered++;
          if (result === 'gone') gone.push(slice[index]!.endpoint);
        });
      }
      if (gone.length > 0) {
        const removed = await this.deps.db
          .delete(t.pushSubscriptions)
          .where(inArray(t.pushSubscriptions.endpoint, gone))
          .returning({ id: t.pushSubscriptions.id });
        outcome.removed += removed.length;
      }
      after = batch.at(-1)!.endpoint;
      if (batch.length < BATCH) return;
      // The batch's share of a second at the configured rate.
      const wait = (batch.length / this.deps.sendsPerSecond) * 1000 - (Date.now() - started);
      if (wait > 0) await this.sleep(wait);
    }
  }
}

/**
 * The editions a story belongs to: its district's (language × district) and its state's
 * (language × whole state). A story of no state belongs to no edition and is pushed to nobody.
 */
function editionsOf(story: {
  languageId: string;
  stateId: string | null;
  districtId: string | null;
}): SQL | null {
  if (!story.stateId) return null;
  const s = t.pushSubscriptions;
  const wholeState = and(isNull(s.districtId), eq(s.stateId, story.stateId))!;
  return and(
    eq(s.languageId, story.languageId),
    story.districtId ? or(eq(s.districtId, story.districtId), wholeState) : wholeState,
  )!;
}
