import { createHash } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import {
  FEED_ITEMS_PER_RUN,
  FEED_MAX_BYTES,
  FEED_TIMEOUT_MS,
  STORY_EXCERPT_MAX,
  STORY_TITLE_MAX,
} from '@vaarta/core/constants';
import type {
  IngestRun,
  IngestSource,
  IngestSourceCreate,
  IngestSourceUpdate,
} from '@vaarta/core/entities/newsroom-desks';
import { isEditorOrAdmin, mayModerateLanguage } from '@vaarta/core/newsroom-rules';
import type { Pagination } from '@vaarta/core/pagination';
import { boundedText, storySlug, truncate } from '@vaarta/core/text';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/counted-page.ts';
import * as t from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { OutboundGuard } from '../../lib/outbound-guard.ts';
import { loadFeedParser } from '../../lib/on-demand-libraries.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { articleHtml, type ArticleHtml } from '../article-html.ts';
import { FEED_IMPORT_ACTOR, type AuditService } from '../audit.ts';
import type { CatalogService } from '../catalog.ts';
import { FeedFetchError, fetchFeed, type FeedValidators } from './feed-fetch.ts';
import { inLanguagesOf } from './language-scope.ts';
import { actorOf, type Staff } from './people.ts';
import type { RevisionService } from './revisions.ts';

type SourceRow = typeof t.ingestSources.$inferSelect;

const SOURCE_NOT_FOUND = 'No such feed.';
const FORBIDDEN_LANGUAGE = 'You can manage feeds only of your own languages.';
const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);

/** Query parameters that only say where a reader clicked from: the same story either way. */
const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref|cmpid)$/i;

/**
 * A link as a duplicate check sees it: no scheme, `www.` or fragment, no tracking parameters,
 * the others sorted, no trailing slash, host in lower case.
 */
export function urlKey(link: string): string {
  const url = new URL(link);
  const params = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
  params.sort(([a], [b]) => a.localeCompare(b));
  const search = new URLSearchParams(params).toString();
  const host = url.host.toLowerCase().replace(/^www\./, '');
  const pathname = url.pathname.replace(/\/+$/, '');
  return boundedKey(`${host}${pathname}${search ? `?${search}` : ''}`);
}

/** A title as a duplicate check sees it: letters, marks and digits of any script, one space apart. */
export function titleKey(title: string): string {
  return boundedKey(
    title
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim(),
  );
}

/** Bytes a duplicate key may have: well inside what a PostgreSQL index row holds (2,704). */
const KEY_BYTES_MAX = 1000;

/**
 * A key that fits its unique index whatever the feed wrote: a longer one keeps its first
 * graphemes and ends with the SHA-256 of the whole, so two long keys stay two.
 */
function boundedKey(key: string): string {
  if (Buffer.byteLength(key) <= KEY_BYTES_MAX) return key;
  const digest = createHash('sha256').update(key).digest('hex');
  return `${boundedText(key, KEY_BYTES_MAX, KEY_BYTES_MAX - digest.length - 1)} ${digest}`;
}

function toSource(row: SourceRow): IngestSource {
  return {
    id: row.id,
    name: row.name,
    feedUrl: row.feedUrl,
    languageId: row.languageId,
    categoryId: row.categoryId,
    stateId: row.stateId,
    districtId: row.districtId,
    isActive: row.isActive,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastError: row.lastError,
    lastNewItems: row.lastNewItems,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface FeedEntry {
  title: string;
  link: string;
  html: string;
  summary: string;
  author: string | null;
}

const AUTHOR_NAME_MAX = 120;
const LINK_MAX = 2000;
/** UTF-8 bytes a grapheme of a feed's text may take on average: a Telugu syllable takes 6 to 9. */
const BYTES_PER_GRAPHEME = 12;

/**
 * A feed's text as a story field: no markup or control characters, bounded in graphemes and in
 * bytes (a few letters carrying thousands of combining marks are a few graphemes).
 */
function plainText({ htmlToText }: ArticleHtml, html: string, max: number): string {
  return boundedText(htmlToText(html.replace(/\p{Cc}/gu, ' ')), max, max * BYTES_PER_GRAPHEME);
}

/** An item's link, if it is a web address a story can credit. */
function webLink(url: string | null): string | null {
  if (!url || url.length > LINK_MAX) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The entries of a feed that can become drafts: with a title and a web link. */
async function entriesOf(text: string): Promise<{ entries: FeedEntry[]; skipped: number }> {
  const [{ parseFeed }, bodies] = await Promise.all([loadFeedParser(), articleHtml()]);
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(text);
  } catch {
    throw new FeedFetchError('This is not an RSS or Atom feed.');
  }
  const entries: FeedEntry[] = [];
  let skipped = 0;
  for (const item of feed.items.slice(0, FEED_ITEMS_PER_RUN)) {
    const title = plainText(bodies, item.title ?? '', STORY_TITLE_MAX);
    const link = webLink(item.url);
    if (!title || !link) {
      skipped += 1;
      continue;
    }
    entries.push({
      title,
      link,
      html: item.content ?? item.description ?? '',
      summary: plainText(bodies, item.description ?? item.content ?? '', STORY_EXCERPT_MAX),
      author: plainText(bodies, item.authors[0]?.name ?? '', AUTHOR_NAME_MAX) || null,
    });
  }
  return { entries, skipped };
}

/** Why a fetch brought fewer drafts than it read: the items that could not be stored, by title. */
function unstoredReason(titles: string[]): string {
  const first = `“${truncate(titles[0]!, 60)}”`;
  return titles.length === 1
    ? `The item ${first} could not be stored and was skipped.`
    : `${titles.length} items could not be stored and were skipped, the first ${first}.`;
}

/**
 * Feeds (RSS and Atom) whose new items come in as drafts for an editor, never published by
 * themselves, credited to their source by name and link. An item already brought in — the same
 * link, or the same title in the language — is not brought in again.
 */
export class IngestService {
  private readonly db: Db;
  private readonly catalog: CatalogService;
  private readonly audit: AuditService;
  private readonly revisions: RevisionService;
  private readonly guard: OutboundGuard;
  private readonly logFailure: (error: unknown, what: string) => void;

  constructor(deps: {
    db: Db;
    catalog: CatalogService;
    audit: AuditService;
    revisions: RevisionService;
    guard: OutboundGuard;
    /** Where a failure an editor cannot act on is told in full (the server's log). */
    logFailure: (error: unknown, what: string) => void;
  }) {
    this.db = deps.db;
    this.catalog = deps.catalog;
    this.audit = deps.audit;
    this.revisions = deps.revisions;
    this.guard = deps.guard;
    this.logFailure = deps.logFailure;
  }

  // Sources

  private assertLanguage(staff: Staff, languageId: string): void {
    if (!isEditorOrAdmin(staff)) throw forbidden('Only editors and admins manage feeds.');
    if (!mayModerateLanguage(staff, languageId)) {
      throw forbidden(FORBIDDEN_LANGUAGE);
    }
  }

  async list(
    staff: Staff,
    query: { languageId?: string | undefined; page: number; limit: number },
  ): Promise<{ items: IngestSource[]; pagination: Pagination }> {
    const where = inLanguagesOf(
      staff,
      t.ingestSources.languageId,
      query.languageId,
      FORBIDDEN_LANGUAGE,
    );
    const { rows, pagination } = await countedPage(
      query,
      this.db.select({ n: count() }).from(t.ingestSources).where(where),
      ({ limit, offset }) =>
        this.db
          .select()
          .from(t.ingestSources)
          .where(where)
          .orderBy(asc(t.ingestSources.name), asc(t.ingestSources.id))
          .limit(limit)
          .offset(offset),
    );
    return {
      items: rows.map(toSource),
      pagination,
    };
  }

  private async row(staff: Staff, id: string): Promise<SourceRow> {
    const [row] = await this.db.select().from(t.ingestSources).where(eq(t.ingestSources.id, id));
    if (!row) throw notFound(SOURCE_NOT_FOUND);
    this.assertLanguage(staff, row.languageId);
    return row;
  }

  async get(staff: Staff, id: string): Promise<IngestSource> {
    return toSource(await this.row(staff, id));
  }

  private async checked(fields: {
    languageId: string;
    categoryId: string;
    stateId?: string | null | undefined;
    districtId: string | null;
  }) {
    await this.catalog.assertLanguageAndCategory(fields.languageId, fields.categoryId);
    return this.catalog.placeOf(fields.stateId, fields.districtId);
  }

  async create(staff: Staff, body: IngestSourceCreate): Promise<IngestSource> {
    this.assertLanguage(staff, body.languageId);
    const place = await this.checked(body);
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(t.ingestSources)
        .values({ ...body, ...place })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new HttpError(409, 'CONFLICT', 'This feed is already set up.');
      await this.audit.record(
        actorOf(staff),
        {
          action: 'feed.create',
          entityType: 'feed',
          entityId: created.id,
          summary: `${created.name}: ${created.feedUrl}`,
        },
        tx,
      );
      return created;
    });
    return toSource(row);
  }

  async update(staff: Staff, id: string, changes: IngestSourceUpdate): Promise<IngestSource> {
    const current = await this.row(staff, id);
    const next = {
      languageId: changes.languageId ?? current.languageId,
      categoryId: changes.categoryId ?? current.categoryId,
      stateId: changes.stateId === undefined ? current.stateId : changes.stateId,
      districtId: changes.districtId === undefined ? current.districtId : changes.districtId,
    };
    this.assertLanguage(staff, next.languageId);
    const place = await this.checked(
      changes.districtId !== undefined && changes.stateId === undefined
        ? { ...next, stateId: undefined }
        : next,
    );
    const feedChanged = changes.feedUrl !== undefined && changes.feedUrl !== current.feedUrl;
    const row = await this.db.transaction(async (tx) => {
      const [saved] = await tx
        .update(t.ingestSources)
        .set({
          ...changes,
          ...next,
          ...place,
          // Another address has its own validators.
          ...(feedChanged ? { etag: null, lastModified: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(t.ingestSources.id, id))
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error)
            ? new HttpError(409, 'CONFLICT', 'This feed is already set up.')
            : error;
        });
      await this.audit.record(
        actorOf(staff),
        {
          action: 'feed.edit',
          entityType: 'feed',
          entityId: id,
          summary: `${saved!.name}: changed ${Object.keys(changes).join(', ')}`,
        },
        tx,
      );
      return saved!;
    });
    return toSource(row);
  }

  /** Stops and forgets a feed; the drafts it brought stay, still credited to their source. */
  async remove(staff: Staff, id: string): Promise<void> {
    const current = await this.row(staff, id);
    await this.db.transaction(async (tx) => {
      await tx.delete(t.ingestSources).where(eq(t.ingestSources.id, id));
      await this.audit.record(
        actorOf(staff),
        {
          action: 'feed.remove',
          entityType: 'feed',
          entityId: id,
          summary: `${current.name}: ${current.feedUrl}`,
        },
        tx,
      );
    });
  }

  /** Fetches one feed now, for an editor checking a new source. */
  async fetchNow(staff: Staff, id: string): Promise<IngestRun> {
    return this.runGuarded(await this.row(staff, id));
  }

  // Fetching

  /**
   * Fetches every active feed, one after another (the scheduled job and `npm run ingest`); a feed
   * that fails is recorded on its source and the next one is fetched all the same.
   */
  async runAll(signal?: AbortSignal): Promise<IngestRun[]> {
    const sources = await this.db
      .select()
      .from(t.ingestSources)
      .where(eq(t.ingestSources.isActive, true))
      .orderBy(asc(t.ingestSources.createdAt));
    const runs: IngestRun[] = [];
    for (const source of sources) {
      if (signal?.aborted) break;
      runs.push(await this.runGuarded(source));
    }
    return runs;
  }

  /** One feed's run that never throws: what went wrong is told to the editor on its source. */
  private async runGuarded(source: SourceRow): Promise<IngestRun> {
    try {
      return await this.run(source);
    } catch (error) {
      this.logFailure(error, `feed ${source.id}`);
      const failed: IngestRun = {
        sourceId: source.id,
        outcome: 'failed',
        items: 0,
        created: 0,
        duplicates: 0,
        skipped: 0,
        error: 'The feed could not be brought in; the server’s log says why.',
      };
      await this.db
        .update(t.ingestSources)
        .set({ lastFetchedAt: new Date(), lastError: failed.error, lastNewItems: 0 })
        .where(eq(t.ingestSources.id, source.id))
        .catch((recordError: unknown) => this.logFailure(recordError, `feed ${source.id}`));
      return failed;
    }
  }

  private async run(source: SourceRow): Promise<IngestRun> {
    const validators: FeedValidators = { etag: source.etag, lastModified: source.lastModified };
    const result: IngestRun = {
      sourceId: source.id,
      outcome: 'fetched',
      items: 0,
      created: 0,
      duplicates: 0,
      skipped: 0,
      error: null,
    };
    try {
      const fetched = await fetchFeed(source.feedUrl, validators, {
        timeoutMs: FEED_TIMEOUT_MS,
        maxBytes: FEED_MAX_BYTES,
        guard: this.guard,
      });
      if (fetched.notModified) {
        result.outcome = 'unchanged';
      } else {
        const { entries, skipped } = await entriesOf(fetched.text);
        result.items = entries.length + skipped;
        result.skipped = skipped;
        const unstored: string[] = [];
        for (const entry of entries) {
          try {
            if (await this.bringIn(source, entry)) result.created += 1;
            else result.duplicates += 1;
          } catch (error) {
            this.logFailure(error, `feed ${source.id}, item ${entry.link}`);
            unstored.push(entry.title);
          }
        }
        result.skipped += unstored.length;
        if (unstored.length > 0) result.error = unstoredReason(unstored);
        Object.assign(validators, fetched.validators);
      }
    } catch (error) {
      if (!(error instanceof FeedFetchError)) throw error;
      result.outcome = 'failed';
      result.error = error.message;
    }
    await this.db
      .update(t.ingestSources)
      .set({
        etag: validators.etag,
        lastModified: validators.lastModified,
        lastFetchedAt: new Date(),
        lastError: result.error,
        lastNewItems: result.created,
      })
      .where(eq(t.ingestSources.id, source.id));
    return result;
  }

  /** One feed item as a draft; false when it was brought in before (by link or by title). */
  private async bringIn(source: SourceRow, entry: FeedEntry): Promise<boolean> {
    const { htmlToText, storyBodyHtml } = await articleHtml();
    return this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(t.ingestedItems)
        .values({
          sourceId: source.id,
          languageId: source.languageId,
          urlKey: urlKey(entry.link),
          titleKey: titleKey(entry.title),
        })
        .onConflictDoNothing()
        .returning({ id: t.ingestedItems.id });
      if (!claimed) return false;
      const body = storyBodyHtml(entry.html);
      const now = new Date();
      const [draft] = await tx
        .insert(t.news)
        .values({
          languageId: source.languageId,
          categoryId: source.categoryId,
          stateId: source.stateId,
          districtId: source.districtId,
          authorName: entry.author ?? source.name,
          title: entry.title,
          slug: storySlug(entry.title),
          excerpt: entry.summary,
          shortContent: '',
          longContent: body,
          bodyText: htmlToText(body),
          source: source.name,
          sourceUrl: entry.link,
          ingestSourceId: source.id,
          status: 'draft',
          revision: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .update(t.ingestedItems)
        .set({ newsId: draft!.id })
        .where(eq(t.ingestedItems.id, claimed.id));
      await this.revisions.record(tx, draft!, FEED_IMPORT_ACTOR, 'ingest');
      await this.audit.record(
        FEED_IMPORT_ACTOR,
        {
          action: 'story.ingest',
          entityType: 'story',
          entityId: draft!.id,
          summary: `${source.name}: ${entry.title}`,
        },
        tx,
      );
      return true;
    });
  }
}
