import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  isNotNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { NewsArticle } from '@vaarta/core/entities/news';
import type {
  Revision,
  StoriesQuery,
  Story,
  StoryCreate,
  StoryFields,
  StoryListItem,
  StoryState,
  StoryUpdate,
} from '@vaarta/core/entities/newsroom-stories';
import {
  isStaff,
  mayEditStory,
  mayPublishStory,
  mayReadStory,
  mayWriteIn,
  type StoryScope,
} from '@vaarta/core/newsroom-rules';
import type { Pagination } from '@vaarta/core/pagination';
import { storySlug } from '@vaarta/core/text';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/counted-page.ts';
import * as t from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import { articleHtml } from '../article-html.ts';
import type { Actor, AuditService } from '../audit.ts';
import type { CatalogService, NameBook } from '../catalog.ts';
import { displayName } from '../engagement.ts';
import type { NewsService } from '../news.ts';
import { inLanguagesOf } from './language-scope.ts';
import { actorOf, type Staff } from './people.ts';
import { BREAKING_PUSH_JOB } from '../push/breaking-push.ts';
import { fieldsOf, type RevisionService } from './revisions.ts';

type NewsRow = typeof t.news.$inferSelect;

/** Breaking news pushed to readers when a story is published (docs/decisions/0161). */
export interface StoryPushes {
  /** Plans the story's one push for its publication time, inside the publishing transaction. */
  plan(tx: Db, newsId: string, sendAt: Date): Promise<void>;
}

export const STORY_NOT_FOUND = 'Story not found.';
const NOT_A_DRAFT = 'This story has been published or scheduled: only an editor can change it now.';

/** The job that carries out a scheduled story at its time (registered in jobs/server-jobs.ts). */
export const SCHEDULED_PUBLISH_JOB = 'story-scheduled-publish';
export interface ScheduledPublish {
  storyId: string;
  /** The publication time the job was sent for, ISO 8601. */
  at: string;
}
/** Who the audit log names for a scheduled story going out. */
const SCHEDULE_ACTOR: Actor = { id: null, name: 'Schedule' };
const FLAGS = ['isBreaking', 'isFeatured', 'isSticky'] as const;

/** The state the newsroom shows: a published story whose time is still to come is scheduled. */
export function stateOf(
  row: Pick<NewsRow, 'status' | 'publishedAt'>,
  now = new Date(),
): StoryState {
  if (row.status !== 'published') return row.status;
  return row.publishedAt && row.publishedAt > now ? 'scheduled' : 'published';
}

function scopeOf(
  row: Pick<NewsRow, 'languageId' | 'districtId' | 'authorId' | 'status' | 'publishedAt'>,
): StoryScope {
  return {
    languageId: row.languageId,
    districtId: row.districtId,
    authorId: row.authorId,
    status: stateOf(row),
  };
}

const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
const unprocessable = (message: string) => new HttpError(422, 'UNPROCESSABLE_ENTITY', message);

function cannotWrite(staff: Staff): HttpError {
  return forbidden(
    staff.roleType === 'reporter'
      ? 'Reporters can file stories only for their own districts.'
      : 'You can write and publish only in your own languages.',
  );
}

/** `value` without the named properties. */
function without<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The columns a story is read with (not the search vector or the plain-text copy)… */
const storyColumns = without(getTableColumns(t.news), 'searchVector', 'bodyText');
/** …and a list line (not the body either). */
const listColumns = without(storyColumns, 'longContent');

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Stories in the newsroom: drafts, edits, the publishing states and their history. Every call
 * checks the caller's rights (`@vaarta/core/newsroom-rules`); every save keeps a revision and a
 * line in the audit log; a change readers can see drops the cached lists and pages at once. A
 * scheduled story is carried out by a job (`SCHEDULED_PUBLISH_JOB`) on one server at its time.
 */
export class StoryService {
  private readonly db: Db;
  private readonly catalog: CatalogService;
  private readonly news: NewsService;
  private readonly audit: AuditService;
  private readonly revisions: RevisionService;
  private readonly jobs: Pick<JobQueue, 'send'>;
  private readonly pushes: StoryPushes;

  constructor(deps: {
    db: Db;
    catalog: CatalogService;
    news: NewsService;
    audit: AuditService;
    revisions: RevisionService;
    jobs: Pick<JobQueue, 'send'>;
    pushes: StoryPushes;
  }) {
    this.db = deps.db;
    this.catalog = deps.catalog;
    this.news = deps.news;
    this.audit = deps.audit;
    this.revisions = deps.revisions;
    this.jobs = deps.jobs;
    this.pushes = deps.pushes;
  }

  // Reading

  async list(
    staff: Staff,
    query: StoriesQuery,
  ): Promise<{ items: StoryListItem[]; pagination: Pagination }> {
    const where = and(
      eq(t.news.isDeleted, false),
      staff.roleType === 'reporter' ? eq(t.news.authorId, staff.id) : undefined,
      staff.roleType === 'reporter'
        ? undefined
        : inLanguagesOf(
            staff,
            t.news.languageId,
            query.languageId,
            'You can see stories only of your own languages.',
          ),
      query.status ? this.stateCondition(query.status) : undefined,
      staff.roleType === 'reporter' && query.languageId
        ? eq(t.news.languageId, query.languageId)
        : undefined,
      query.districtId ? eq(t.news.districtId, query.districtId) : undefined,
      query.categoryId ? eq(t.news.categoryId, query.categoryId) : undefined,
      query.authorId ? eq(t.news.authorId, query.authorId) : undefined,
      query.ingestSourceId ? eq(t.news.ingestSourceId, query.ingestSourceId) : undefined,
      query.search
        ? or(
            sql`${t.news.searchVector} @@ plainto_tsquery('simple', ${query.search})`,
            sql`${t.news.title} ilike ${`%${escapeLike(query.search)}%`}`,
          )
        : undefined,
    );
    const { rows, pagination } = await countedPage(
      query,
      this.db.select({ n: count() }).from(t.news).where(where),
      ({ limit, offset }) =>
        this.db
          .select(listColumns)
          .from(t.news)
          .where(where)
          .orderBy(desc(t.news.updatedAt), desc(t.news.id))
          .limit(limit)
          .offset(offset),
    );
    const [media, names] = await Promise.all([
      this.news.mediaOf(rows.map((r) => r.id)),
      this.catalog.names(),
    ]);
    return {
      items: rows.map((row) => ({
        ...without(
          this.toStory({ ...row, longContent: '' }, [], names, staff),
          'body',
          'media',
          'metaDescription',
        ),
        image: media.get(row.id)?.[0] ?? null,
      })),
      pagination,
    };
  }

  private stateCondition(state: StoryState): SQL {
    switch (state) {
      case 'scheduled':
        return and(eq(t.news.status, 'published'), gt(t.news.publishedAt, sql`now()`))!;
      case 'published':
        return and(eq(t.news.status, 'published'), lte(t.news.publishedAt, sql`now()`))!;
      default:
        return eq(t.news.status, state);
    }
  }

  async get(staff: Staff, id: string): Promise<Story> {
    const row = await this.readable(staff, id);
    return this.view(row, staff);
  }

  /** The story exactly as its article page will show it, whatever its state. */
  async preview(staff: Staff, id: string): Promise<NewsArticle> {
    await this.readable(staff, id);
    return this.news.preview(id);
  }

  async history(staff: Staff, id: string) {
    await this.readable(staff, id);
    return this.revisions.list(id);
  }

  async revision(staff: Staff, id: string, revisionId: string): Promise<Revision> {
    await this.readable(staff, id);
    return this.revisions.get(id, revisionId);
  }

  private async row(id: string): Promise<NewsRow> {
    const [row] = await this.db
      .select()
      .from(t.news)
      .where(and(eq(t.news.id, id), eq(t.news.isDeleted, false)));
    if (!row) throw notFound(STORY_NOT_FOUND);
    return row;
  }

  private async readable(staff: Staff, id: string): Promise<NewsRow> {
    const row = await this.row(id);
    if (!mayReadStory(staff, scopeOf(row))) {
      throw forbidden(
        staff.roleType === 'reporter'
          ? 'You can open only your own stories.'
          : 'You can open stories only of your own languages.',
      );
    }
    return row;
  }

  /** The row of a story the caller may edit (403 otherwise): for its photos and text. */
  async editable(staff: Staff, id: string): Promise<NewsRow> {
    const row = await this.row(id);
    if (!mayEditStory(staff, scopeOf(row))) {
      if (
        staff.roleType === 'reporter' &&
        row.authorId === staff.id &&
        row.status === 'published'
      ) {
        throw forbidden(NOT_A_DRAFT);
      }
      throw forbidden(
        staff.roleType === 'reporter'
          ? 'You can edit only your own drafts.'
          : 'You can edit stories only of your own languages.',
      );
    }
    return row;
  }

  private async publishable(staff: Staff, id: string): Promise<NewsRow> {
    const row = await this.row(id);
    if (!mayPublishStory(staff, row)) {
      throw forbidden(
        staff.roleType === 'reporter'
          ? 'Only an editor can schedule, publish or unpublish a story.'
          : 'You can publish only in your own languages.',
      );
    }
    return row;
  }

  async view(row: NewsRow, staff: Staff): Promise<Story> {
    const [media, names] = await Promise.all([this.news.mediaOf([row.id]), this.catalog.names()]);
    return this.toStory(row, media.get(row.id) ?? [], names, staff);
  }

  private toStory(
    row: Omit<NewsRow, 'searchVector' | 'bodyText'>,
    media: Story['media'],
    names: NameBook,
    staff: Staff,
  ): Story {
    const scope = scopeOf(row);
    return {
      id: row.id,
      slug: row.slug,
      ...fieldsOf(row),
      status: scope.status,
      languageName: names.language(row.languageId) ?? '',
      categoryName: names.category(row.categoryId, row.languageId)?.name ?? '',
      stateName: names.state(row.stateId, row.languageId),
      districtName: names.district(row.districtId, row.languageId),
      ingestSourceId: row.ingestSourceId,
      media,
      revision: row.revision,
      publishedAt: row.status === 'draft' ? null : (row.publishedAt?.toISOString() ?? null),
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      likeCount: row.likeCount,
      commentCount: row.commentCount,
      viewCount: row.viewCount,
      allowed: { edit: mayEditStory(staff, scope), publish: mayPublishStory(staff, scope) },
    };
  }

  // Writing

  /**
   * Checks a story's fields against the catalogue and the caller's rights, and answers the
   * columns to store. `current` is the story before an edit (absent for a new one).
   */
  private async columnsOf(staff: Staff, fields: StoryFields, current?: NewsRow) {
    await this.catalog.assertLanguageAndCategory(fields.languageId, fields.categoryId);
    const place = await this.catalog.placeOf(fields.stateId, fields.districtId);
    if (!mayWriteIn(staff, { languageId: fields.languageId, districtId: place.districtId })) {
      throw cannotWrite(staff);
    }
    const mayPublish = mayPublishStory(staff, fields);
    if (!mayPublish && FLAGS.some((flag) => fields[flag] !== (current?.[flag] ?? false))) {
      throw forbidden('Only an editor can mark a story breaking, featured or sticky.');
    }
    if (staff.roleType === 'reporter' && fields.authorId !== staff.id) {
      throw forbidden('Reporters file stories under their own name.');
    }
    let authorName = fields.authorName.trim();
    if (fields.authorId && fields.authorId !== current?.authorId) {
      const [author] = await this.db
        .select({
          firstName: t.users.firstName,
          lastName: t.users.lastName,
          roleType: t.roles.roleType,
        })
        .from(t.users)
        .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
        .where(eq(t.users.id, fields.authorId));
      if (!author || !isStaff(author.roleType)) {
        throw unprocessable('The author must be a reporter, an editor or an admin.');
      }
      // A new author brings their own name, unless a byline was written along with them.
      if (!authorName || authorName === current?.authorName) {
        authorName = displayName(author.firstName, author.lastName);
      }
    }
    if (!authorName) throw unprocessable("Please give the author's name.");
    const { htmlToText, storyBodyHtml } = await articleHtml();
    const body = storyBodyHtml(fields.body);
    return {
      title: fields.title,
      // A published story keeps its slug; a draft's follows its title.
      slug: current?.publishedAt ? current.slug : storySlug(fields.title),
      excerpt: fields.excerpt,
      shortContent: fields.shortContent,
      longContent: body,
      bodyText: htmlToText(body),
      videoUrl: fields.videoUrl,
      languageId: fields.languageId,
      categoryId: fields.categoryId,
      stateId: place.stateId,
      districtId: place.districtId,
      authorId: fields.authorId,
      authorName,
      isBreaking: fields.isBreaking,
      isFeatured: fields.isFeatured,
      isSticky: fields.isSticky,
      priority: fields.isBreaking ? 1 : 0,
      metaDescription: fields.metaDescription,
      source: fields.source,
      sourceUrl: fields.sourceUrl,
    };
  }

  async create(staff: Staff, body: StoryCreate): Promise<Story> {
    const fields: StoryFields = {
      ...body,
      stateId: body.stateId ?? null,
      authorId: body.authorId === undefined ? staff.id : body.authorId,
      authorName: body.authorName ?? '',
    };
    const columns = await this.columnsOf(staff, fields);
    const now = new Date();
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(t.news)
        .values({ ...columns, status: 'draft', revision: 1, createdAt: now, updatedAt: now })
        .returning();
      await this.revisions.record(tx, created!, actorOf(staff), 'create');
      await this.audit.record(
        actorOf(staff),
        {
          action: 'story.create',
          entityType: 'story',
          entityId: created!.id,
          summary: created!.title,
        },
        tx,
      );
      return created!;
    });
    return this.view(row, staff);
  }

  async update(staff: Staff, id: string, changes: StoryUpdate): Promise<Story> {
    const { baseRevision, ...fieldChanges } = changes;
    const current = await this.editable(staff, id);
    if (baseRevision !== undefined && baseRevision !== current.revision) {
      throw new HttpError(
        409,
        'CONFLICT',
        'Someone else saved this story after you opened it. Reload it to see their changes.',
      );
    }
    return this.save(staff, current, { ...fieldsOf(current), ...fieldChanges }, 'edit');
  }

  async restore(staff: Staff, id: string, revisionId: string): Promise<Story> {
    const current = await this.editable(staff, id);
    const revision = await this.revisions.get(id, revisionId);
    return this.save(staff, current, revision.fields, 'restore', revision.number);
  }

  /**
   * Saves new fields as the next revision. The update names the revision it read, so of two
   * saves at once one wins and the other is refused, never silently lost.
   */
  private async save(
    staff: Staff,
    current: NewsRow,
    fields: StoryFields,
    action: 'edit' | 'restore',
    restoredNumber?: number,
  ): Promise<Story> {
    const columns = await this.columnsOf(staff, fields, current);
    const before = fieldsOf(current);
    const changed = (Object.keys(before) as (keyof StoryFields)[]).filter((key) => {
      const next = key === 'body' ? columns.longContent : columns[key as keyof typeof columns];
      return next !== before[key];
    });
    if (changed.length === 0) return this.view(current, staff);
    const row = await this.db.transaction(async (tx) => {
      const [saved] = await tx
        .update(t.news)
        .set({ ...columns, revision: current.revision + 1, updatedAt: new Date() })
        .where(
          and(
            eq(t.news.id, current.id),
            eq(t.news.revision, current.revision),
            // A reporter writes drafts only, even if an editor published it a moment ago.
            staff.roleType === 'reporter' ? eq(t.news.status, 'draft') : undefined,
          ),
        )
        .returning();
      if (!saved) {
        const [now] = await tx
          .select({ status: t.news.status })
          .from(t.news)
          .where(eq(t.news.id, current.id));
        throw new HttpError(
          409,
          'CONFLICT',
          staff.roleType === 'reporter' && now?.status === 'published'
            ? NOT_A_DRAFT
            : 'Someone else saved this story at the same moment. Reload it to see their changes.',
        );
      }
      await this.recordRevision(tx, current, saved, staff, action);
      await this.audit.record(
        actorOf(staff),
        {
          action: action === 'restore' ? 'story.restore' : 'story.edit',
          entityType: 'story',
          entityId: saved.id,
          summary:
            action === 'restore'
              ? `restored revision ${restoredNumber}: ${changed.join(', ')}`
              : `changed ${changed.join(', ')}`,
        },
        tx,
      );
      return saved;
    });
    if (current.status === 'published') await this.changed();
    return this.view(row, staff);
  }

  /** Keeps the saved row as a revision (and, for a story from the seed, its first version too). */
  private async recordRevision(
    tx: Db,
    current: NewsRow,
    saved: NewsRow,
    staff: Staff,
    action: Revision['action'],
  ): Promise<void> {
    if (current.revision === 0) {
      // A story from before the newsroom (the seed): keep its first version too.
      await this.revisions.record(
        tx,
        current,
        { id: current.authorId, name: current.authorName },
        'create',
      );
    }
    await this.revisions.record(tx, saved, actorOf(staff), action);
  }

  /**
   * Publishes at a time to come; readers see it from then on, with no restart and no stale page.
   * `seen` is the revision the editor read.
   */
  async schedule(
    staff: Staff,
    id: string,
    publishAt: Date,
    { revision: seen, notify = false }: { revision: number; notify?: boolean },
  ): Promise<Story> {
    const current = await this.publishable(staff, id);
    if (publishAt.getTime() <= Date.now()) {
      throw unprocessable(
        'The publication time must be in the future. To publish now, use Publish.',
      );
    }
    const story = await this.setPublishing(staff, current, seen, {
      action: 'schedule',
      summary: `scheduled for ${publishAt.toISOString()}`,
      status: 'published',
      publishedAt: publishAt,
      scheduledAt: publishAt,
      notify,
    });
    await this.sendScheduledPublish(id, publishAt);
    return story;
  }

  /** Queues the run that carries out a schedule at its time (once, whichever server sends it). */
  async sendScheduledPublish(id: string, at: Date): Promise<void> {
    const data: ScheduledPublish = { storyId: id, at: at.toISOString() };
    await this.jobs.send(SCHEDULED_PUBLISH_JOB, data, {
      startAfter: at,
      singletonKey: `${id}@${data.at}`,
    });
  }

  /**
   * Queues the runs of schedules made before the job queue carried them out (or whose job was
   * lost): each is queued once, however many servers ask.
   */
  async sendPendingSchedules(): Promise<number> {
    const rows = await this.db
      .select({ id: t.news.id, at: t.news.scheduledAt })
      .from(t.news)
      .where(
        and(
          eq(t.news.status, 'published'),
          eq(t.news.isDeleted, false),
          isNotNull(t.news.scheduledAt),
        ),
      );
    for (const row of rows) await this.sendScheduledPublish(row.id, row.at!);
    return rows.length;
  }

  /**
   * Carries out a schedule when its time has come: the story's readers' caches drop on every
   * server and the audit log says it went out. The schedule is marked done in the same
   * conditional update that checks it is still the story's, so a second run, or a run for a
   * schedule since changed or withdrawn, does nothing. Returns whether this run published it.
   */
  async publishDue(job: ScheduledPublish): Promise<boolean> {
    const at = new Date(job.at);
    const published = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(t.news)
        .set({ scheduledAt: null })
        .where(
          and(
            eq(t.news.id, job.storyId),
            eq(t.news.status, 'published'),
            eq(t.news.isDeleted, false),
            eq(t.news.scheduledAt, at),
            lte(t.news.publishedAt, sql`now()`),
          ),
        )
        .returning({ id: t.news.id, title: t.news.title });
      if (!row) return false;
      await this.audit.record(
        SCHEDULE_ACTOR,
        { action: 'story.publish', entityType: 'story', entityId: row.id, summary: row.title },
        tx,
      );
      return true;
    });
    if (published) this.news.newsChanged();
    return published;
  }

  async publish(
    staff: Staff,
    id: string,
    { revision: seen, notify = false }: { revision: number; notify?: boolean },
  ): Promise<Story> {
    const current = await this.publishable(staff, id);
    const now = new Date();
    // A story taken down and put back keeps its first publication time.
    const firstPublished =
      current.status === 'unpublished' && current.publishedAt && current.publishedAt <= now
        ? current.publishedAt
        : now;
    return this.setPublishing(staff, current, seen, {
      action: 'publish',
      summary: current.title,
      status: 'published',
      publishedAt: firstPublished,
      scheduledAt: null,
      notify,
    });
  }

  /**
   * Takes a story down. `seen` is the revision the editor read; a moderator upholding reports
   * passes `null`, since taking a story down is safe whatever it says now.
   */
  async unpublish(staff: Staff, id: string, note: string, seen: number | null): Promise<Story> {
    const current = await this.publishable(staff, id);
    return this.setPublishing(staff, current, seen ?? current.revision, {
      action: 'unpublish',
      summary: note ? `${current.title} — ${note}` : current.title,
      status: 'unpublished',
      publishedAt: current.publishedAt,
      scheduledAt: null,
    });
  }

  /**
   * Publishing, scheduling and unpublishing are saves too: they name the revision the editor read
   * and make the next one, so a save that crosses them is refused, and the revision that went
   * live is kept in the history and named in the audit log.
   */
  private async setPublishing(
    staff: Staff,
    current: NewsRow,
    seen: number,
    change: {
      action: 'publish' | 'schedule' | 'unpublish';
      summary: string;
      status: NewsRow['status'];
      publishedAt: Date | null;
      scheduledAt: Date | null;
      /** Push it to its editions' readers though it is not marked breaking. */
      notify?: boolean;
    },
  ): Promise<Story> {
    if (change.status === 'published' && (!current.title.trim() || !current.bodyText.trim())) {
      throw unprocessable('A story needs a title and a body before it is published.');
    }
    const changedSince = () =>
      new HttpError(
        409,
        'CONFLICT',
        'This story was saved after you opened it. Reload it and read it again first.',
      );
    if (seen !== current.revision) throw changedSince();
    let pushAt: Date | null = null;
    const row = await this.db.transaction(async (tx) => {
      const [saved] = await tx
        .update(t.news)
        .set({
          revision: current.revision + 1,
          status: change.status,
          publishedAt: change.publishedAt,
          scheduledAt: change.scheduledAt,
          editorId: staff.id,
          // Publishing is an editorial act: the article's modification time is its publication.
          ...(change.status === 'published' ? { updatedAt: change.publishedAt ?? new Date() } : {}),
        })
        .where(and(eq(t.news.id, current.id), eq(t.news.revision, seen)))
        .returning();
      if (!saved) throw changedSince();
      await this.recordRevision(tx, current, saved, staff, change.action);
      await this.audit.record(
        actorOf(staff),
        {
          action: `story.${change.action}`,
          entityType: 'story',
          entityId: current.id,
          summary: `revision ${saved.revision}: ${change.summary}`,
        },
        tx,
      );
      if (change.status === 'published' && (saved.isBreaking || change.notify)) {
        // At its publication time; a story put back up after being taken down, now.
        const at = change.publishedAt;
        pushAt = at && at.getTime() > Date.now() ? at : new Date();
        await this.pushes.plan(tx, saved.id, pushAt);
      }
      return saved;
    });
    await this.changed();
    if (pushAt) {
      // Sent by a job, never by this request.
      const at: Date = pushAt;
      await this.jobs.send(
        BREAKING_PUSH_JOB,
        {},
        {
          startAfter: at,
          singletonKey: `${row.id}@${at.toISOString()}`,
        },
      );
    }
    return this.view(row, staff);
  }

  /** Readers' caches drop every list and page at once, on every server. */
  async changed(): Promise<void> {
    this.news.newsChanged();
  }
}
