import { and, asc, count, desc, eq, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import type { ReportReason } from '@vaarta/core/constants';
import type { PendingComment, ReportedArticle } from '@vaarta/core/entities/newsroom-desks';
import { isStaff, mayModerateLanguage } from '@vaarta/core/newsroom-rules';
import type { Pagination } from '@vaarta/core/pagination';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/counted-page.ts';
import * as t from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit.ts';
import { displayName } from '../engagement.ts';
import { inLanguagesOf } from './language-scope.ts';
import { actorOf, endSessions, type Staff } from './people.ts';
import { stateOf, type StoryService } from './stories.ts';

const COMMENT_NOT_FOUND = 'No such comment waiting for review.';
const FORBIDDEN_LANGUAGE = 'You can moderate only your own languages.';
const DETAILS_SHOWN = 5;

const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);

/**
 * The moderation desk: comments held for review (docs/decisions/0022) and articles readers
 * reported. Editors see and act on their languages, Admins on all.
 */
export class ModerationService {
  private readonly db: Db;
  private readonly stories: StoryService;
  private readonly audit: AuditService;

  constructor(deps: { db: Db; stories: StoryService; audit: AuditService }) {
    this.db = deps.db;
    this.stories = deps.stories;
    this.audit = deps.audit;
  }

  /** The languages whose queues the caller sees, narrowed to `languageId` when given. */
  private languagesOf(staff: Staff, languageId: string | undefined): SQL | undefined {
    return inLanguagesOf(staff, t.news.languageId, languageId, FORBIDDEN_LANGUAGE);
  }

  // Comments

  async pendingComments(
    staff: Staff,
    query: { languageId?: string | undefined; page: number; limit: number },
  ): Promise<{ items: PendingComment[]; pagination: Pagination }> {
    const where = and(
      eq(t.comments.isApproved, false),
      eq(t.comments.isDeleted, false),
      this.languagesOf(staff, query.languageId),
    );
    const { rows, pagination } = await countedPage(
      query,
      this.db
        .select({ n: count() })
        .from(t.comments)
        .innerJoin(t.news, eq(t.news.id, t.comments.newsId))
        .where(where),
      ({ limit, offset }) =>
        this.db
          .select({
            comment: t.comments,
            firstName: t.users.firstName,
            lastName: t.users.lastName,
            newsTitle: t.news.title,
            languageId: t.news.languageId,
          })
          .from(t.comments)
          .innerJoin(t.news, eq(t.news.id, t.comments.newsId))
          .innerJoin(t.users, eq(t.users.id, t.comments.userId))
          .where(where)
          .orderBy(asc(t.comments.createdAt), asc(t.comments.id))
          .limit(limit)
          .offset(offset),
    );
    return {
      items: rows.map((row) => ({
        id: row.comment.id,
        content: row.comment.content,
        createdAt: row.comment.createdAt.toISOString(),
        parentId: row.comment.parentId,
        userId: row.comment.userId,
        userName: displayName(row.firstName, row.lastName),
        newsId: row.comment.newsId,
        newsTitle: row.newsTitle,
        languageId: row.languageId,
      })),
      pagination,
    };
  }

  /** A pending comment the caller may moderate, with its article's language and its author. */
  private async pendingComment(staff: Staff, commentId: string) {
    const [row] = await this.db
      .select({ comment: t.comments, languageId: t.news.languageId })
      .from(t.comments)
      .innerJoin(t.news, eq(t.news.id, t.comments.newsId))
      .where(
        and(
          eq(t.comments.id, commentId),
          eq(t.comments.isApproved, false),
          eq(t.comments.isDeleted, false),
        ),
      );
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    if (!mayModerateLanguage(staff, row.languageId)) {
      throw forbidden(FORBIDDEN_LANGUAGE);
    }
    return row.comment;
  }

  /**
   * Publishes a held comment to everyone and counts it (the article's edit time stays); the
   * article's cached copies, with their count, drop on every server.
   */
  async approveComment(staff: Staff, commentId: string): Promise<number> {
    const comment = await this.pendingComment(staff, commentId);
    const approved = await this.db.transaction(async (tx) => {
      const approved = await tx
        .update(t.comments)
        .set({ isApproved: true })
        .where(and(eq(t.comments.id, comment.id), eq(t.comments.isApproved, false)))
        .returning({ id: t.comments.id });
      if (approved.length === 0) return 0;
      await tx
        .update(t.news)
        .set({ commentCount: sql`${t.news.commentCount} + 1` })
        .where(eq(t.news.id, comment.newsId));
      await this.audit.record(
        actorOf(staff),
        {
          action: 'comment.approve',
          entityType: 'comment',
          entityId: comment.id,
          summary: comment.content,
        },
        tx,
      );
      return 1;
    });
    if (approved > 0) await this.stories.changed();
    return approved;
  }

  /** Removes a held comment: nobody sees it any more, its author included. */
  async rejectComment(staff: Staff, commentId: string): Promise<number> {
    const comment = await this.pendingComment(staff, commentId);
    return this.db.transaction(async (tx) => {
      const rejected = await this.reject(tx, eq(t.comments.id, comment.id));
      await this.audit.record(
        actorOf(staff),
        {
          action: 'comment.reject',
          entityType: 'comment',
          entityId: comment.id,
          summary: comment.content,
        },
        tx,
      );
      return rejected;
    });
  }

  /**
   * Blocks the comment's author: their account is suspended (no login, no comment; their
   * sessions end now) and every comment of theirs still held is rejected. Staff accounts are an
   * Admin's to suspend, in the people desk.
   */
  async blockAuthor(staff: Staff, commentId: string): Promise<number> {
    const comment = await this.pendingComment(staff, commentId);
    const [author] = await this.db
      .select({ user: t.users, roleType: t.roles.roleType })
      .from(t.users)
      .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
      .where(eq(t.users.id, comment.userId));
    if (!author) throw notFound(COMMENT_NOT_FOUND);
    if (isStaff(author.roleType)) {
      throw forbidden('A member of staff can be suspended only by an Admin, in People.');
    }
    return this.db.transaction(async (tx) => {
      await tx.update(t.users).set({ status: 'suspended' }).where(eq(t.users.id, author.user.id));
      await endSessions(tx, author.user.id);
      const rejected = await this.reject(tx, eq(t.comments.userId, author.user.id));
      await this.audit.record(
        actorOf(staff),
        {
          action: 'person.block',
          entityType: 'user',
          entityId: author.user.id,
          summary: `${displayName(author.user.firstName, author.user.lastName)} for comment: ${comment.content}`,
        },
        tx,
      );
      return rejected;
    });
  }

  private async reject(db: Db, which: SQL): Promise<number> {
    const rejected = await db
      .update(t.comments)
      .set({ isDeleted: true })
      .where(and(which, eq(t.comments.isApproved, false), eq(t.comments.isDeleted, false)))
      .returning({ id: t.comments.id });
    return rejected.length;
  }

  // Reports

  /** Articles with open reports, most reported first, with counts by reason. */
  async reportedArticles(
    staff: Staff,
    query: { languageId?: string | undefined; page: number; limit: number },
  ): Promise<{ items: ReportedArticle[]; pagination: Pagination }> {
    const where = and(eq(t.reports.status, 'open'), this.languagesOf(staff, query.languageId));
    const reportCount = count(t.reports.id);
    const { rows: articles, pagination } = await countedPage(
      query,
      this.db
        .select({ n: sql<number>`count(distinct ${t.reports.newsId})` })
        .from(t.reports)
        .innerJoin(t.news, eq(t.news.id, t.reports.newsId))
        .where(where),
      ({ limit, offset }) =>
        this.db
          .select({
            newsId: t.reports.newsId,
            title: t.news.title,
            languageId: t.news.languageId,
            status: t.news.status,
            publishedAt: t.news.publishedAt,
            openReports: reportCount,
            first: min(t.reports.createdAt),
            last: max(t.reports.createdAt),
          })
          .from(t.reports)
          .innerJoin(t.news, eq(t.news.id, t.reports.newsId))
          .where(where)
          .groupBy(t.reports.newsId, t.news.id)
          .orderBy(desc(reportCount), desc(max(t.reports.createdAt)), asc(t.reports.newsId))
          .limit(limit)
          .offset(offset),
    );
    const ids = articles.map((a) => a.newsId);
    const open = and(eq(t.reports.status, 'open'), inArray(t.reports.newsId, ids));
    const [reasons, details] = ids.length
      ? await Promise.all([
          this.db
            .select({ newsId: t.reports.newsId, reason: t.reports.reason, n: count() })
            .from(t.reports)
            .where(open)
            .groupBy(t.reports.newsId, t.reports.reason),
          this.db
            .select({
              newsId: t.reports.newsId,
              reason: t.reports.reason,
              description: t.reports.description,
              createdAt: t.reports.createdAt,
            })
            .from(t.reports)
            .where(and(open, sql`${t.reports.description} <> ''`))
            .orderBy(desc(t.reports.createdAt)),
        ])
      : [[], []];
    return {
      items: articles.map((article) => ({
        newsId: article.newsId,
        title: article.title,
        languageId: article.languageId,
        status: stateOf(article),
        openReports: Number(article.openReports),
        reasons: reasons
          .filter((r) => r.newsId === article.newsId)
          .map((r) => ({ reason: r.reason as ReportReason, count: Number(r.n) }))
          .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        details: details
          .filter((d) => d.newsId === article.newsId)
          .slice(0, DETAILS_SHOWN)
          .map((d) => ({
            reason: d.reason as ReportReason,
            description: d.description,
            createdAt: d.createdAt.toISOString(),
          })),
        firstReportedAt: new Date(article.first!).toISOString(),
        lastReportedAt: new Date(article.last!).toISOString(),
      })),
      pagination,
    };
  }

  /** The article's language, checked against the caller, and 404 when nothing is open. */
  private async reportedArticle(staff: Staff, newsId: string) {
    const [row] = await this.db
      .select({ languageId: t.news.languageId, title: t.news.title })
      .from(t.news)
      .where(eq(t.news.id, newsId));
    if (!row) throw notFound('Story not found.');
    if (!mayModerateLanguage(staff, row.languageId)) {
      throw forbidden(FORBIDDEN_LANGUAGE);
    }
    return row;
  }

  private async resolveReports(
    db: Db,
    staff: Staff,
    newsId: string,
    status: 'dismissed' | 'reviewed',
    note: string,
  ): Promise<number> {
    const settled = await db
      .update(t.reports)
      .set({ status, resolvedById: staff.id, resolvedAt: new Date(), resolutionNote: note })
      .where(and(eq(t.reports.newsId, newsId), eq(t.reports.status, 'open')))
      .returning({ id: t.reports.id });
    return settled.length;
  }

  /** The reports were unfounded: they close, the article stays. */
  async dismissReports(staff: Staff, newsId: string, note: string): Promise<number> {
    const article = await this.reportedArticle(staff, newsId);
    return this.db.transaction(async (tx) => {
      const settled = await this.resolveReports(tx, staff, newsId, 'dismissed', note);
      if (settled === 0) throw notFound('This article has no open reports.');
      await this.audit.record(
        actorOf(staff),
        {
          action: 'reports.dismiss',
          entityType: 'story',
          entityId: newsId,
          summary: `${settled} reports on “${article.title}”${note ? ` — ${note}` : ''}`,
        },
        tx,
      );
      return settled;
    });
  }

  /** The reports were right: the article comes down with the moderator's note, reports close. */
  async unpublishReported(staff: Staff, newsId: string, note: string): Promise<number> {
    const article = await this.reportedArticle(staff, newsId);
    const settled = await this.db.transaction(async (tx) => {
      const closed = await this.resolveReports(tx, staff, newsId, 'reviewed', note);
      if (closed === 0) throw notFound('This article has no open reports.');
      await this.audit.record(
        actorOf(staff),
        {
          action: 'reports.uphold',
          entityType: 'story',
          entityId: newsId,
          summary: `${closed} reports on “${article.title}” — ${note}`,
        },
        tx,
      );
      return closed;
    });
    await this.stories.unpublish(staff, newsId, note, null);
    return settled;
  }
}
