import { and, asc, eq, sql } from 'drizzle-orm';
import type { Story } from '@vaarta/core/entities/newsroom-stories';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { MediaStore } from '../../lib/media/media-store.ts';
import type { AuditService } from '../audit.ts';
import { actorOf, type Staff } from './people.ts';
import { storePhoto } from './photos.ts';
import type { StoryService } from './stories.ts';

const MEDIA_NOT_FOUND = 'No such photo on this story.';

/**
 * A story's photos: uploads (resized and stored by `photos.ts`), their captions, alternative
 * text and order. Whoever may edit the story may change its photos; a change to a published
 * story reaches readers at once.
 */
export class StoryMediaService {
  private readonly db: Db;
  private readonly media: MediaStore;
  private readonly stories: StoryService;
  private readonly audit: AuditService;

  constructor(deps: { db: Db; media: MediaStore; stories: StoryService; audit: AuditService }) {
    this.db = deps.db;
    this.media = deps.media;
    this.stories = deps.stories;
    this.audit = deps.audit;
  }

  /** Adds a photo after the story's others (the first photo is the lead picture). */
  async add(
    staff: Staff,
    storyId: string,
    upload: Uint8Array,
    text: { caption: string; alt: string },
  ): Promise<Story> {
    const story = await this.stories.editable(staff, storyId);
    const photo = await storePhoto(this.media, upload);
    await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(t.newsMedia)
        .values({
          newsId: storyId,
          mediaUrl: photo.mediaUrl,
          mediaType: 'image',
          caption: text.caption,
          alt: text.alt,
          width: photo.width,
          height: photo.height,
          variants: photo.variants,
          sources: photo.sources,
          sortOrder: sql`(select coalesce(max(${t.newsMedia.sortOrder}) + 1, 0) from ${t.newsMedia} where ${t.newsMedia.newsId} = ${storyId})`,
        })
        .returning({ id: t.newsMedia.id });
      await this.touch(tx, storyId);
      await this.audit.record(
        actorOf(staff),
        {
          action: 'story.photo.add',
          entityType: 'story',
          entityId: storyId,
          summary: `photo ${inserted!.id}${text.caption ? `: ${text.caption}` : ''}`,
        },
        tx,
      );
    });
    return this.done(staff, story);
  }

  async update(
    staff: Staff,
    storyId: string,
    mediaId: string,
    changes: {
      caption?: string | undefined;
      alt?: string | undefined;
      position?: number | undefined;
    },
  ): Promise<Story> {
    const story = await this.stories.editable(staff, storyId);
    await this.db.transaction(async (tx) => {
      const photos = await tx
        .select({ id: t.newsMedia.id })
        .from(t.newsMedia)
        .where(eq(t.newsMedia.newsId, storyId))
        .orderBy(asc(t.newsMedia.sortOrder), asc(t.newsMedia.createdAt));
      const index = photos.findIndex((p) => p.id === mediaId);
      if (index < 0) throw notFound(MEDIA_NOT_FOUND);
      await tx
        .update(t.newsMedia)
        .set({
          ...(changes.caption !== undefined ? { caption: changes.caption } : {}),
          ...(changes.alt !== undefined ? { alt: changes.alt } : {}),
        })
        .where(eq(t.newsMedia.id, mediaId));
      if (changes.position !== undefined) {
        const order = photos.map((p) => p.id).filter((id) => id !== mediaId);
        order.splice(Math.min(changes.position, order.length), 0, mediaId);
        for (const [sortOrder, id] of order.entries()) {
          await tx.update(t.newsMedia).set({ sortOrder }).where(eq(t.newsMedia.id, id));
        }
      }
      await this.touch(tx, storyId);
      await this.audit.record(
        actorOf(staff),
        {
          action: 'story.photo.edit',
          entityType: 'story',
          entityId: storyId,
          summary: `photo ${mediaId}: changed ${Object.keys(changes).join(', ')}`,
        },
        tx,
      );
    });
    return this.done(staff, story);
  }

  /** Takes a photo off the story (its files stay: a cached page may still name them). */
  async remove(staff: Staff, storyId: string, mediaId: string): Promise<Story> {
    const story = await this.stories.editable(staff, storyId);
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(t.newsMedia)
        .where(and(eq(t.newsMedia.id, mediaId), eq(t.newsMedia.newsId, storyId)))
        .returning({ id: t.newsMedia.id });
      if (removed.length === 0) throw notFound(MEDIA_NOT_FOUND);
      await this.touch(tx, storyId);
      await this.audit.record(
        actorOf(staff),
        {
          action: 'story.photo.remove',
          entityType: 'story',
          entityId: storyId,
          summary: `photo ${mediaId}`,
        },
        tx,
      );
    });
    return this.done(staff, story);
  }

  /** A photo is an editorial change: the story's modification time moves. */
  private async touch(db: Db, storyId: string): Promise<void> {
    await db.update(t.news).set({ updatedAt: new Date() }).where(eq(t.news.id, storyId));
  }

  private async done(staff: Staff, before: { id: string; status: string }): Promise<Story> {
    if (before.status === 'published') await this.stories.changed();
    return this.stories.get(staff, before.id);
  }
}
