import { and, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE, type ReportReason } from '@vaarta/core/constants';
import type { CommentView } from '@vaarta/core/entities/engagement';
import { needsModeration } from '@vaarta/core/moderation';
import type { Db } from '../db/client.ts';
import { countedPage } from '../db/counted-page.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';

const ARTICLE_NOT_FOUND = 'News article not found.';

/**
 * Likes, comments and reports of published articles (docs/product/engagement.md,
 * docs/decisions/0021, docs/decisions/0022).
 */
export class EngagementService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  private async assertArticle(newsId: string): Promise<void> {
    const [row] = await this.db
      .select({ id: t.news.id })
      .from(t.news)
      .where(
        and(
          eq(t.news.id, newsId),
          eq(t.news.status, 'published'),
          eq(t.news.isDeleted, false),
          eq(t.news.isActive, true),
          // A scheduled story takes no likes, comments or reports before its time.
          lte(t.news.publishedAt, sql`now()`),
        ),
      )
      .limit(1);
    if (!row) throw notFound(ARTICLE_NOT_FOUND);
  }

  async likes(newsId: string, userId: string | null) {
    await this.assertArticle(newsId);
    const [[total], mine] = await Promise.all([
      this.db.select({ n: count() }).from(t.likes).where(eq(t.likes.newsId, newsId)),
      userId
        ? this.db
            .select({ n: count() })
            .from(t.likes)
            .where(and(eq(t.likes.newsId, newsId), eq(t.likes.userId, userId)))
        : Promise.resolve([{ n: 0 }]),
    ]);
    return { totalLikes: Number(total?.n ?? 0), isLikedByUser: Number(mine[0]?.n ?? 0) > 0 };
  }

  /**
   * Like or unlike. The like row and the article's counter change in one transaction, and
   * only when the row really changed, so `like_count` always equals the number of rows.
   */
  async setLike(newsId: string, userId: string, liked: boolean) {
    await this.assertArticle(newsId);
    await this.db.transaction(async (tx) => {
      const changed = liked
        ? await tx
            .insert(t.likes)
            .values({ newsId, userId })
            .onConflictDoNothing()
            .returning({ id: t.likes.newsId })
        : await tx
            .delete(t.likes)
            .where(and(eq(t.likes.newsId, newsId), eq(t.likes.userId, userId)))
            .returning({ id: t.likes.newsId });
      if (changed.length === 0) return;
      await tx
        .update(t.news)
        .set({
          likeCount: liked
            ? sql`${t.news.likeCount} + 1`
            : sql`greatest(${t.news.likeCount} - 1, 0)`,
        })
        .where(eq(t.news.id, newsId));
    });
    return this.likes(newsId, userId);
  }

  /** Visible comments: approved ones, and the reader's own held ones (docs/decisions/0022). */
  private visibleTo(userId: string | null) {
    return and(
      eq(t.comments.isDeleted, false),
      userId
        ? or(eq(t.comments.isApproved, true), eq(t.comments.userId, userId))
        : eq(t.comments.isApproved, true),
    );
  }

  /** A page of top-level comments, newest first, with their replies nested. */
  async comments(newsId: string, page: number, userId: string | null) {
    await this.assertArticle(newsId);
    const visible = this.visibleTo(userId);
    const topLevel = and(eq(t.comments.newsId, newsId), isNull(t.comments.parentId), visible);
    const { rows, pagination } = await countedPage(
      { page, limit: COMMENTS_PAGE_SIZE },
      this.db.select({ n: count() }).from(t.comments).where(topLevel),
      ({ limit, offset }) =>
        this.db
          .select({ comment: t.comments, firstName: t.users.firstName, lastName: t.users.lastName })
          .from(t.comments)
          .innerJoin(t.users, eq(t.users.id, t.comments.userId))
          .where(topLevel)
          .orderBy(desc(t.comments.createdAt), desc(t.comments.id))
          .limit(limit)
          .offset(offset),
    );
    const replies = rows.length
      ? await this.db
          .select({ comment: t.comments, firstName: t.users.firstName, lastName: t.users.lastName })
          .from(t.comments)
          .innerJoin(t.users, eq(t.users.id, t.comments.userId))
          .where(
            and(
              inArray(
                t.comments.parentId,
                rows.map((r) => r.comment.id),
              ),
              visible,
            ),
          )
          .orderBy(t.comments.createdAt)
      : [];
    const views = rows.map((row) => {
      const nested = replies
        .filter((r) => r.comment.parentId === row.comment.id)
        .map((r) => toView(r, []));
      return toView(row, nested);
    });
    return {
      data: {
        comments: views,
        total: pagination.total,
        page,
        totalPages: pagination.totalPages,
      },
    };
  }

  async commentCount(newsId: string): Promise<number> {
    await this.assertArticle(newsId);
    const [row] = await this.db
      .select({ n: count() })
      .from(t.comments)
      .where(
        and(
          eq(t.comments.newsId, newsId),
          eq(t.comments.isApproved, true),
          eq(t.comments.isDeleted, false),
        ),
      );
    return Number(row?.n ?? 0);
  }

  async addComment(
    newsId: string,
    user: { id: string; firstName: string; lastName: string },
    content: string,
    parentId?: string,
  ) {
    await this.assertArticle(newsId);
    if (parentId) {
      const [parent] = await this.db
        .select({ id: t.comments.id })
        .from(t.comments)
        .where(
          and(
            eq(t.comments.id, parentId),
            eq(t.comments.newsId, newsId),
            isNull(t.comments.parentId),
          ),
        )
        .limit(1);
      if (!parent) throw notFound('The comment you are replying to was not found.');
    }
    const isApproved = !needsModeration(content);
    const comment = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.comments)
        .values({ newsId, userId: user.id, content, parentId: parentId ?? null, isApproved })
        .returning();
      if (isApproved) {
        await tx
          .update(t.news)
          .set({ commentCount: sql`${t.news.commentCount} + 1` })
          .where(eq(t.news.id, newsId));
      }
      return row!;
    });
    return toView({ comment, firstName: user.firstName, lastName: user.lastName }, []);
  }

  async report(newsId: string, userId: string | null, reason: ReportReason, description: string) {
    await this.assertArticle(newsId);
    await this.db.insert(t.reports).values({ newsId, userId, reason, description });
  }
}

/**
 * Display name (docs/product/engagement.md, "Comments"): first and last name when both exist, else
 * 'Anonymous User'.
 */
export function displayName(firstName: string, lastName: string): string {
  const full = [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
  return full || 'Anonymous User';
}

function toView(
  row: { comment: typeof t.comments.$inferSelect; firstName: string; lastName: string },
  replies: CommentView[],
): CommentView {
  const userName = displayName(row.firstName, row.lastName);
  return {
    id: row.comment.id,
    content: row.comment.content,
    createdAt: row.comment.createdAt.toISOString(),
    isEdited: row.comment.isEdited,
    isApproved: row.comment.isApproved,
    likeCount: row.comment.likeCount,
    userId: row.comment.userId,
    userName,
    userAvatar: userName === 'Anonymous User' ? 'A' : [...userName][0]!.toUpperCase(),
    replyCount: replies.length,
    replies,
  };
}
