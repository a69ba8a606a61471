import { and, desc, eq } from 'drizzle-orm';
import {
  storyFieldsSchema,
  type Revision,
  type StoryFields,
} from '@vaarta/core/entities/newsroom-stories';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../audit.ts';

type NewsRow = typeof t.news.$inferSelect;
type RevisionAction = Revision['action'];

/** The editable fields of a stored story, as a revision keeps them. */
export function fieldsOf(row: Omit<NewsRow, 'searchVector' | 'bodyText'>): StoryFields {
  return {
    title: row.title,
    excerpt: row.excerpt,
    shortContent: row.shortContent,
    body: row.longContent,
    videoUrl: row.videoUrl,
    languageId: row.languageId,
    categoryId: row.categoryId,
    stateId: row.stateId,
    districtId: row.districtId,
    authorId: row.authorId,
    authorName: row.authorName,
    isBreaking: row.isBreaking,
    isFeatured: row.isFeatured,
    isSticky: row.isSticky,
    metaDescription: row.metaDescription,
    source: row.source,
    sourceUrl: row.sourceUrl,
  };
}

const REVISION_NOT_FOUND = 'No such revision of this story.';

/** Every saved version of a story: who saved it, when, and all its fields. */
export class RevisionService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Keeps revision `row.revision` of a story; call it in the transaction that saved the row. */
  async record(db: Db, row: NewsRow, editor: Actor, action: RevisionAction): Promise<void> {
    await db.insert(t.newsRevisions).values({
      newsId: row.id,
      number: row.revision,
      editorId: editor.id,
      editorName: editor.name,
      action,
      fields: fieldsOf(row),
    });
  }

  /** Newest first, without their fields. */
  async list(newsId: string): Promise<Omit<Revision, 'fields'>[]> {
    const rows = await this.db
      .select()
      .from(t.newsRevisions)
      .where(eq(t.newsRevisions.newsId, newsId))
      .orderBy(desc(t.newsRevisions.number));
    return rows.map(({ fields, ...row }) => ({
      id: row.id,
      number: row.number,
      editorId: row.editorId,
      editorName: row.editorName,
      action: row.action,
      title: typeof fields['title'] === 'string' ? fields['title'] : '',
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async get(newsId: string, revisionId: string): Promise<Revision> {
    const [row] = await this.db
      .select()
      .from(t.newsRevisions)
      .where(and(eq(t.newsRevisions.newsId, newsId), eq(t.newsRevisions.id, revisionId)));
    if (!row) throw notFound(REVISION_NOT_FOUND);
    const parsed = storyFieldsSchema.safeParse(row.fields);
    if (!parsed.success) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        'This revision was saved under older rules and cannot be opened.',
      );
    }
    const fields = parsed.data;
    return {
      id: row.id,
      number: row.number,
      editorId: row.editorId,
      editorName: row.editorName,
      action: row.action,
      title: fields.title,
      createdAt: row.createdAt.toISOString(),
      fields,
    };
  }
}
