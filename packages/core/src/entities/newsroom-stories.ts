/**
 * Stories in the newsroom: writing, the publishing states, revisions and photos — every payload
 * of `/api/newsroom/stories…` (docs/product/newsroom.md).
 */
import { z } from 'zod';
import { notifyChoice } from './push.ts';
import {
  ALT_TEXT_MAX,
  CAPTION_MAX,
  META_DESCRIPTION_MAX,
  MODERATION_NOTE_MAX,
  STORY_BODY_MAX,
  STORY_EXCERPT_MAX,
  STORY_SHORT_CONTENT_MAX,
  STORY_TITLE_MAX,
} from '../constants.ts';
import { paginationSchema } from '../pagination.ts';
import { youTubeIdIn } from '../video-link.ts';
import { uuid } from './envelope.ts';
import { mediaSchema } from './news.ts';
import { multiLine, newsroomPaging, singleLine, uploadedFile, webAddress } from './newsroom.ts';

/** A story as the newsroom sees it: `scheduled` is published with a publication time to come. */
export const STORY_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type StoryState = (typeof STORY_STATES)[number];

/** A YouTube link in one of the forms the article page plays (watch?v=, shorts/, youtu.be/). */
export const videoLink = webAddress('Video link').refine(
  (value) => youTubeIdIn(value) !== null,
  'Video link must be a YouTube link (youtube.com/watch?v=…, youtube.com/shorts/… or youtu.be/…)',
);

const storyBody = z
  .string({ error: 'Body must be text' })
  .max(STORY_BODY_MAX, `Body can be at most ${STORY_BODY_MAX} characters long`)
  .refine((value) => !/[^\P{Cc}\n\r\t]/u.test(value), 'Body contains invalid characters');

/** Every field an editor writes; the same list is kept by each revision. */
const storyFields = {
  title: singleLine('Title', STORY_TITLE_MAX, 1),
  excerpt: multiLine('Excerpt', STORY_EXCERPT_MAX),
  shortContent: multiLine('Short content', STORY_SHORT_CONTENT_MAX),
  /** HTML; cleaned on save to exactly what the article page renders. */
  body: storyBody,
  videoUrl: videoLink.nullable(),
  languageId: uuid('languageId'),
  categoryId: uuid('categoryId'),
  stateId: uuid('stateId').nullable(),
  districtId: uuid('districtId').nullable(),
  /** A staff member; the byline is their name unless `authorName` says otherwise. */
  authorId: uuid('authorId').nullable(),
  authorName: singleLine('Author name', 120),
  isBreaking: z.boolean({ error: 'isBreaking must be true or false' }),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }),
  isSticky: z.boolean({ error: 'isSticky must be true or false' }),
  metaDescription: multiLine('Meta description', META_DESCRIPTION_MAX),
  /** The credited source (a feed's name) and its link. */
  source: singleLine('Source', 200).nullable(),
  sourceUrl: webAddress('Source link').nullable(),
};

export const storyFieldsSchema = z.object(storyFields);
export type StoryFields = z.infer<typeof storyFieldsSchema>;

/** POST /newsroom/stories: a new draft. Title, language and category are required. */
export const storyCreateBody = z.object({
  ...storyFields,
  excerpt: storyFields.excerpt.default(''),
  shortContent: storyFields.shortContent.default(''),
  body: storyFields.body.default(''),
  videoUrl: storyFields.videoUrl.default(null),
  stateId: storyFields.stateId.optional(),
  districtId: storyFields.districtId.default(null),
  authorId: storyFields.authorId.optional(),
  authorName: storyFields.authorName.optional(),
  isBreaking: storyFields.isBreaking.default(false),
  isFeatured: storyFields.isFeatured.default(false),
  isSticky: storyFields.isSticky.default(false),
  metaDescription: storyFields.metaDescription.default(''),
  source: storyFields.source.default(null),
  sourceUrl: storyFields.sourceUrl.default(null),
});
export type StoryCreate = z.infer<typeof storyCreateBody>;

/**
 * PATCH /newsroom/stories/{id}: the fields that change. `baseRevision` is the revision the
 * editor started from; if someone saved since, the save is refused (409) rather than lost.
 */
export const storyUpdateBody = z
  .object({
    ...z.object(storyFields).partial().shape,
    baseRevision: z.number().int().min(0).optional(),
  })
  .refine(
    (body) => Object.keys(body).some((key) => key !== 'baseRevision'),
    'Nothing to change: send at least one field',
  );
export type StoryUpdate = z.infer<typeof storyUpdateBody>;

/** The caller's rights on one story, so the screen shows only the controls that will work. */
export const storyPermissionsSchema = z.object({
  edit: z.boolean(),
  publish: z.boolean(),
});

/** GET /newsroom/stories/{id}: everything an editor needs. */
export const storySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  shortContent: z.string(),
  body: z.string(),
  videoUrl: z.string().nullable(),
  status: z.enum(STORY_STATES),
  languageId: z.uuid(),
  languageName: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  stateId: z.uuid().nullable(),
  stateName: z.string().nullable(),
  districtId: z.uuid().nullable(),
  districtName: z.string().nullable(),
  authorId: z.uuid().nullable(),
  authorName: z.string(),
  isBreaking: z.boolean(),
  isFeatured: z.boolean(),
  isSticky: z.boolean(),
  metaDescription: z.string(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** The feed it came in from, if any. */
  ingestSourceId: z.uuid().nullable(),
  /** In order: the first is the lead picture. */
  media: z.array(mediaSchema),
  /** The latest revision's number: send it back as `baseRevision`. */
  revision: z.number().int(),
  /** When readers see it (or will, when scheduled). */
  publishedAt: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  /** The last editorial edit. */
  updatedAt: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  allowed: storyPermissionsSchema,
});
export type Story = z.infer<typeof storySchema>;

/** A line of the story list. */
export const storyListItemSchema = storySchema
  .omit({ body: true, media: true, metaDescription: true })
  .extend({ image: mediaSchema.nullable() });
export type StoryListItem = z.infer<typeof storyListItemSchema>;

/** GET /newsroom/stories: newest edit first; a reporter sees their own stories. */
export const storiesQuery = z.object({
  status: z
    .enum(STORY_STATES, { error: 'status must be draft, scheduled, published or unpublished' })
    .optional(),
  languageId: uuid('languageId').optional(),
  districtId: uuid('districtId').optional(),
  categoryId: uuid('categoryId').optional(),
  authorId: uuid('authorId').optional(),
  ingestSourceId: uuid('ingestSourceId').optional(),
  search: singleLine('search', 200).optional(),
  ...newsroomPaging,
});
export type StoriesQuery = z.infer<typeof storiesQuery>;

export const storyListSchema = z.object({
  items: z.array(storyListItemSchema),
  pagination: paginationSchema,
});

/**
 * The revision of the story an editor read before publishing, scheduling or unpublishing it: the
 * call is refused (409) if the story was saved since, so what goes live is what they read.
 */
const seenRevision = z
  .number({ error: 'revision must be the number of the revision you read' })
  .int()
  .min(0);

/** POST /newsroom/stories/{id}/publish. */
export const publishBody = z.object({ revision: seenRevision, ...notifyChoice.shape });

/** POST /newsroom/stories/{id}/schedule: a time to come, with its offset (ISO 8601). */
export const scheduleBody = z.object({
  revision: seenRevision,
  publishAt: z.iso.datetime({
    offset: true,
    error: 'publishAt must be a date and time such as 2026-12-01T06:30:00+05:30',
  }),
  ...notifyChoice.shape,
});

/** POST /newsroom/stories/{id}/unpublish. */
export const unpublishBody = z.object({
  revision: seenRevision,
  note: multiLine('Note', MODERATION_NOTE_MAX).default(''),
});

export const revisionSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  editorId: z.uuid().nullable(),
  editorName: z.string(),
  action: z.enum(['create', 'edit', 'restore', 'ingest', 'publish', 'schedule', 'unpublish']),
  title: z.string(),
  createdAt: z.string(),
});
export const revisionSchema = revisionSummarySchema.extend({ fields: storyFieldsSchema });
export type Revision = z.infer<typeof revisionSchema>;

export const revisionParams = z.object({
  id: uuid('story id'),
  revisionId: uuid('revision id'),
});

/** POST /newsroom/stories/{id}/media (multipart/form-data): a photo with its words. */
export const photoUploadForm = z.object({
  file: uploadedFile,
  caption: multiLine('Caption', CAPTION_MAX).default(''),
  alt: multiLine('Alternative text', ALT_TEXT_MAX).default(''),
});

/** PATCH /newsroom/stories/{id}/media/{mediaId}. */
export const mediaUpdateBody = z
  .object({
    caption: multiLine('Caption', CAPTION_MAX).optional(),
    alt: multiLine('Alternative text', ALT_TEXT_MAX).optional(),
    /** The picture's new place among the story's pictures; 0 is the lead picture. */
    position: z.number().int().min(0).max(1000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change: send at least one field');

export const mediaParams = z.object({ id: uuid('story id'), mediaId: uuid('media id') });
