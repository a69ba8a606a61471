import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { indiaDate } from '@vaarta/core/india-time';
import { mayModerateLanguage, mayReadStory, type StaffScope } from '@vaarta/core/newsroom-rules';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { listed } from './news.ts';
import { stateOf } from './newsroom/stories.ts';

/**
 * Who may fetch a media file: `public` (anyone, cached long), `staff` (this signed-in member of
 * the newsroom, never cached) or `hidden` (answered 404).
 */
export type MediaAudience = 'public' | 'staff' | 'hidden';

/** An edition's PDF (`/epapers/te/2026-11-27.pdf`) or cover (`/media/epapers/te/2026-11-27-….webp`). */
const EDITION_FILE = /^\/(?:media\/)?epapers\/([a-z]{2,3})\/(\d{4}-\d{2}-\d{2})[.-]/;
/** A story's photo in one width and format: `/media/news/photo-<hash>-640.webp`. */
const STORY_PHOTO = /^\/media\/news\/[^/]+-[^/-]+$/;

/**
 * The rule of docs/decisions/0102: a story's photos are public while a live story shows them;
 * an edition's files once its India date has come. Anything else in those trees is for the
 * staff who may read the story or the language's e-paper, or for nobody.
 */
export class MediaAccessService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** `staffOf` is asked only when the file is not public, so readers cost no session lookup. */
  async audienceOf(
    path: string,
    staffOf: () => Promise<StaffScope | null>,
    now = new Date(),
  ): Promise<MediaAudience> {
    const edition = EDITION_FILE.exec(path);
    if (edition) return this.editionAudience(edition[1]!, edition[2]!, staffOf, now);
    if (STORY_PHOTO.test(path)) return this.photoAudience(path, staffOf, now);
    return 'public';
  }

  private async editionAudience(
    code: string,
    date: string,
    staffOf: () => Promise<StaffScope | null>,
    now: Date,
  ): Promise<MediaAudience> {
    if (date <= indiaDate(now)) return 'public';
    const staff = await staffOf();
    if (!staff) return 'hidden';
    const [language] = await this.db
      .select({ id: t.languages.id })
      .from(t.languages)
      .where(eq(t.languages.code, code));
    return language && mayModerateLanguage(staff, language.id) ? 'staff' : 'hidden';
  }

  /**
   * One indexed range read: every width and format of an upload shares the name up to its last
   * `-`, and each story's row names its largest JPEG, so the rows of stories showing the file are
   * those whose `media_url` starts with that stem (byte order, `news_media_url_idx`).
   */
  private async photoAudience(
    path: string,
    staffOf: () => Promise<StaffScope | null>,
    now: Date,
  ): Promise<MediaAudience> {
    const stem = path.slice(0, path.lastIndexOf('-'));
    const url = sql`${t.newsMedia.mediaUrl} collate "C"`;
    const rows = await this.db
      .select({
        mediaUrl: t.newsMedia.mediaUrl,
        variants: t.newsMedia.variants,
        sources: t.newsMedia.sources,
        live: sql<boolean>`${listed()}`,
        languageId: t.news.languageId,
        districtId: t.news.districtId,
        authorId: t.news.authorId,
        status: t.news.status,
        publishedAt: t.news.publishedAt,
      })
      .from(t.newsMedia)
      .innerJoin(t.news, eq(t.news.id, t.newsMedia.newsId))
      .where(and(gte(url, `${stem}-`), lt(url, `${stem}.`)));
    const showing = rows.filter((row) => urlsOf(row).includes(path));
    if (showing.some((row) => row.live)) return 'public';
    if (showing.length === 0) return 'hidden';
    const staff = await staffOf();
    if (!staff) return 'hidden';
    const readable = showing.some((row) =>
      mayReadStory(staff, { ...row, status: stateOf(row, now) }),
    );
    return readable ? 'staff' : 'hidden';
  }
}

function urlsOf(row: {
  mediaUrl: string;
  variants: { url: string }[];
  sources: { variants: { url: string }[] }[];
}): string[] {
  return [
    row.mediaUrl,
    ...row.variants.map((variant) => variant.url),
    ...row.sources.flatMap((source) => source.variants.map((variant) => variant.url)),
  ];
}
