import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
  customType,
} from 'drizzle-orm/pg-core';
import { NEWS_STATUSES, ROLE_TYPES } from '@vaarta/core/constants';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Content languages (docs/product/reading.md, "Editions"). */
export const languages = pgTable('languages', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  englishName: text('english_name').notNull(),
  icon: text('icon').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** A state or union territory: one record, a name per content language (docs/decisions/0030). */
export const states = pgTable(
  'states',
  {
    id: id(),
    code: text('code').notNull().unique(),
    type: text('type', { enum: ['state', 'union_territory'] }).notNull(),
    englishName: text('english_name').notNull(),
    /** Every name, alias and code, folded, for the search box (names, codes, transliterations). */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('states_english_name_trgm').using('gin', t.englishName.op('gin_trgm_ops'))],
);

export const stateNames = pgTable(
  'state_names',
  {
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.stateId, t.languageId] }),
    index('state_names_language_idx').on(t.languageId),
  ],
);

export const districts = pgTable(
  'districts',
  {
    id: id(),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id),
    code: text('code').notNull().unique(),
    englishName: text('english_name').notNull(),
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('districts_state_idx').on(t.stateId),
    uniqueIndex('districts_state_name_unique').on(t.stateId, t.englishName),
    index('districts_english_name_trgm').using('gin', t.englishName.op('gin_trgm_ops')),
  ],
);

export const districtNames = pgTable(
  'district_names',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.districtId, t.languageId] }),
    index('district_names_language_idx').on(t.languageId),
  ],
);

/** A news category with a stable English slug and a name per language (docs/decisions/0030). */
export const categories = pgTable('categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  color: text('color').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  isDeleted: boolean('is_deleted').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categoryNames = pgTable(
  'category_names',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageId] })],
);

export const roles = pgTable('roles', {
  id: id(),
  role: text('role').notNull().unique(),
  roleType: text('role_type', { enum: ROLE_TYPES }).notNull(),
  description: text('description').notNull(),
  selfAssignable: boolean('self_assignable').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Null for staff bylines that have no login yet. */
    passwordHash: text('password_hash'),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    gender: text('gender', { enum: ['Male', 'Female', 'Other'] }),
    dob: date('dob'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    isActive: boolean('is_active').notNull().default(true),
    profilePicture: text('profile_picture'),
    preferences: jsonb('preferences')
      .$type<{ theme: 'light' | 'dark'; notifications: boolean; language?: string }>()
      .notNull()
      .default({ theme: 'light', notifications: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
  ],
);

/** The languages an editor edits and publishes for. */
export const userLanguages = pgTable(
  'user_languages',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.languageId] })],
);

/** The districts a reporter files drafts for. */
export const userDistricts = pgTable(
  'user_districts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.districtId] })],
);

/** Opaque bearer tokens, stored only as hashes (docs/decisions/0020). */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time codes (password reset), hashed, short-lived, attempt-limited (docs/decisions/0018). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['password_reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_email_idx').on(t.email, t.purpose, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * News articles. Counters live in their own columns and `updated_at` moves only on an editorial
 * edit (docs/decisions/0028). `search_vector` feeds full-text search in every script.
 */
export const news = pgTable(
  'news',
  {
    id: id(),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    stateId: uuid('state_id').references(() => states.id),
    districtId: uuid('district_id').references(() => districts.id),
    authorId: uuid('author_id').references(() => users.id),
    editorId: uuid('editor_id').references(() => users.id),
    authorName: text('author_name').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    shortContent: text('short_content').notNull(),
    /** Sanitised HTML (allow-list, on write). */
    longContent: text('long_content').notNull(),
    /** The body as plain text, for search and word-counted intros. */
    bodyText: text('body_text').notNull(),
    sourceUrl: text('source_url'),
    source: text('source'),
    videoUrl: text('video_url'),
    /** The feed a story came in from (a draft until an editor publishes it). */
    ingestSourceId: uuid('ingest_source_id').references(() => ingestSources.id, {
      onDelete: 'set null',
    }),
    /** The number of the story's latest revision; a save names the one it started from. */
    revision: integer('revision').notNull().default(0),
    seoMeta: jsonb('seo_meta').$type<Record<string, string>>().notNull().default({}),
    metaDescription: text('meta_description').notNull().default(''),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    type: text('type').notNull().default('news'),
    priority: smallint('priority').notNull().default(0),
    isBreaking: boolean('is_breaking').notNull().default(false),
    isSticky: boolean('is_sticky').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    uniqueViewCount: integer('unique_view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    dislikeCount: integer('dislike_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, title || ' ' || excerpt || ' ' || short_content || ' ' || body_text)`,
    ),
  },
  (t) => {
    const listed = sql`${t.status} = 'published' and ${t.isActive} and not ${t.isDeleted}`;
    return [
      check('news_counts_not_negative', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0`),
      index('news_language_published_idx')
        .on(t.languageId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('news_category_published_idx')
        .on(t.languageId, t.categoryId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('news_district_published_idx')
        .on(t.districtId, t.categoryId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('news_state_published_idx')
        .on(t.stateId, t.categoryId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('news_author_published_idx')
        .on(t.authorId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(listed),
      index('news_breaking_published_idx')
        .on(t.languageId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${listed} and ${t.isBreaking}`),
      index('news_search_idx').using('gin', t.searchVector),
      // The newsroom's lists (last edited first, by language or by reporter) and the timer of
      // scheduled stories (the next publication time to come).
      index('news_newsroom_language_idx')
        .on(t.languageId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`not ${t.isDeleted}`),
      index('news_newsroom_author_idx')
        .on(t.authorId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`not ${t.isDeleted}`),
      index('news_publication_time_idx')
        .on(t.publishedAt)
        .where(sql`${t.status} = 'published' and not ${t.isDeleted}`),
      index('news_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    ];
  },
);

export const newsMedia = pgTable(
  'news_media',
  {
    id: id(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    mediaUrl: text('media_url').notNull(),
    mediaType: text('media_type', { enum: ['image', 'video'] })
      .notNull()
      .default('image'),
    caption: text('caption').notNull().default(''),
    /** What the picture shows, for readers who cannot see it; the caption when empty. */
    alt: text('alt').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<{ width: number; url: string }[]>().notNull().default([]),
    /** The same widths in other formats (AVIF, WebP) for a `<picture>`, best first. */
    sources: jsonb('sources')
      .$type<{ type: string; variants: { width: number; url: string }[] }[]>()
      .notNull()
      .default([]),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_media_news_idx').on(t.newsId, t.sortOrder),
    // The media route finds the stories showing a photo by its name's stem (docs/decisions/0102).
    index('news_media_url_idx').on(sql`${t.mediaUrl} collate "C"`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    content: text('content').notNull(),
    isApproved: boolean('is_approved').notNull().default(true),
    isEdited: boolean('is_edited').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_news_created_idx').on(t.newsId, t.createdAt.desc().nullsFirst()),
    index('comments_parent_idx').on(t.parentId),
    index('comments_pending_idx')
      .on(t.createdAt)
      .where(sql`not ${t.isApproved} and not ${t.isDeleted}`),
  ],
);

/** One like per reader per article (the primary key). */
export const likes = pgTable(
  'likes',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] }), index('likes_user_idx').on(t.userId)],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    description: text('description').notNull().default(''),
    /** Open until a moderator dismisses it or takes the article down (`reviewed`). */
    status: text('status', { enum: ['open', 'reviewed', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_news_idx').on(t.newsId, t.createdAt.desc().nullsFirst()),
    index('reports_open_idx')
      .on(t.newsId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const mandiCategories = pgTable('mandi_categories', {
  id: id(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const mandiCategoryNames = pgTable(
  'mandi_category_names',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => mandiCategories.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageId] })],
);

/** A commodity traded in mandis (tomato, paddy, turmeric…). */
export const mandiItems = pgTable(
  'mandi_items',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => mandiCategories.id),
    slug: text('slug').notNull().unique(),
    icon: text('icon').notNull(),
    unit: text('unit').notNull(),
    /**
     * Every name of the commodity, folded: its names in each language and the names the
     * government's daily price data gives it ("Bhindi(Ladies Finger)"), for the price import.
     */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('mandi_items_category_idx').on(t.categoryId)],
);

export const mandiItemNames = pgTable(
  'mandi_item_names',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => mandiItems.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The name is the English one the price data gave a commodity new to the catalogue, shown
     * in this language until an editor names it (docs/decisions/0130).
     */
    untranslated: boolean('untranslated').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.languageId] })],
);

/**
 * Dated prices, one row per commodity, variety and grade in one market (a mandi of a district)
 * and day, so each market's price history is kept. Market, variety and grade are named as the
 * government's daily price data names them ("Bowenpally", "Hybrid", "FAQ").
 */
export const mandiPrices = pgTable(
  'mandi_prices',
  {
    id: id(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => mandiItems.id, { onDelete: 'cascade' }),
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id),
    market: text('market').notNull(),
    variety: text('variety').notNull(),
    priceDate: date('price_date').notNull(),
    /** Rupees per unit. */
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
    modalPrice: integer('modal_price').notNull(),
    quality: text('quality').notNull().default('FAQ'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mandi_prices_series_date').on(
      t.itemId,
      t.districtId,
      t.market,
      t.variety,
      t.quality,
      t.priceDate,
    ),
    index('mandi_prices_district_date_idx').on(t.districtId, t.priceDate.desc().nullsFirst()),
    check(
      'mandi_prices_order',
      sql`${t.minPrice} >= 0 and ${t.minPrice} <= ${t.modalPrice} and ${t.modalPrice} <= ${t.maxPrice}`,
    ),
  ],
);

/** One PDF edition per language, day and type; its article list is kept for search. */
export const eNewspapers = pgTable(
  'e_newspapers',
  {
    id: id(),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id),
    editionDate: date('edition_date').notNull(),
    type: text('type').notNull().default('paper'),
    pdfPath: text('pdf_path').notNull(),
    thumbnail: text('thumbnail'),
    pageCount: integer('page_count').notNull(),
    fileSize: integer('file_size').notNull(),
    addedBy: text('added_by').notNull().default('e-paper builder'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('e_newspapers_language_date_type').on(t.languageId, t.editionDate, t.type),
    index('e_newspapers_date_idx').on(t.languageId, t.type, t.editionDate.desc().nullsFirst()),
  ],
);

export const eNewspaperArticles = pgTable(
  'e_newspaper_articles',
  {
    eNewspaperId: uuid('e_newspaper_id')
      .notNull()
      .references(() => eNewspapers.id, { onDelete: 'cascade' }),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    page: smallint('page').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eNewspaperId, t.newsId] })],
);

export const feedback = pgTable('feedback', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  rating: smallint('rating').notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Stored in lower case. */
    email: text('email').notNull(),
    languageCode: text('language_code').notNull().default('en'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email)],
);

/** Every save of a story keeps its editable fields, so any earlier version can be restored. */
export const newsRevisions = pgTable(
  'news_revisions',
  {
    id: id(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** Null when a feed import made it. */
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    editorName: text('editor_name').notNull(),
    action: text('action', {
      enum: ['create', 'edit', 'restore', 'ingest', 'publish', 'schedule', 'unpublish'],
    }).notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('news_revisions_news_number').on(t.newsId, t.number)],
);

/** Who changed what and when in the newsroom, for Admins. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null for the server's own jobs (feed imports, scheduled publishing). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** An RSS or Atom feed whose new items come in as drafts for a language and place. */
export const ingestSources = pgTable('ingest_sources', {
  id: id(),
  name: text('name').notNull(),
  feedUrl: text('feed_url').notNull().unique(),
  languageId: uuid('language_id')
    .notNull()
    .references(() => languages.id),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => categories.id),
  stateId: uuid('state_id').references(() => states.id),
  districtId: uuid('district_id').references(() => districts.id),
  isActive: boolean('is_active').notNull().default(true),
  /** The validators of the last fetch, sent back so an unchanged feed answers 304. */
  etag: text('etag'),
  lastModified: text('last_modified'),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastNewItems: integer('last_new_items').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every feed item brought in, by its normalised link and normalised title, so the same story
 * never comes in twice (from the same feed or another of the language).
 */
export const ingestedItems = pgTable(
  'ingested_items',
  {
    id: id(),
    sourceId: uuid('source_id').references(() => ingestSources.id, { onDelete: 'set null' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id),
    urlKey: text('url_key').notNull(),
    titleKey: text('title_key').notNull(),
    newsId: uuid('news_id').references(() => news.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ingested_items_url_key').on(t.urlKey),
    uniqueIndex('ingested_items_language_title_key').on(t.languageId, t.titleKey),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Photos, covers and e-paper PDFs when `MEDIA_STORE=database`, by the public path they are
 * served at: every server sees them and a database backup holds them (docs/decisions/0155).
 */
export const mediaFiles = pgTable('media_files', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** Each daily fetch of prices from the open-data API and what it did (docs/decisions/0134). */
export const mandiFetchRuns = pgTable(
  'mandi_fetch_runs',
  {
    id: id(),
    /** The India day whose prices were asked for (YYYY-MM-DD). */
    priceDate: date('price_date').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    records: integer('records').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** Pages the API still failed to answer after every retry (their offsets). */
    failedPages: integer('failed_pages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Why the run stopped short, in words an editor can act on; null when it finished. */
    error: text('error'),
  },
  (t) => [index('mandi_fetch_runs_started_idx').on(t.startedAt.desc())],
);

/**
 * Every price series (a commodity, variety and grade in one market) with the day of its latest
 * price, so a district's mandi page counts and orders its series without reading their
 * histories. Kept by a trigger on mandi_prices inserts (docs/decisions/0133).
 */
export const mandiSeries = pgTable(
  'mandi_series',
  {
    districtId: uuid('district_id')
      .notNull()
      .references(() => districts.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => mandiItems.id, { onDelete: 'cascade' }),
    market: text('market').notNull(),
    variety: text('variety').notNull(),
    quality: text('quality').notNull(),
    latestDate: date('latest_date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.districtId, t.itemId, t.market, t.variety, t.quality] }),
    index('mandi_series_item_idx').on(t.itemId),
  ],
);

/**
 * A device's subscription to an edition's breaking news (docs/decisions/0160): a language and a
 * district, or a language and a whole state (no district). One row per device and edition.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    /** The push service's address for the device. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id),
    /** Null: the whole state. */
    districtId: uuid('district_id').references(() => districts.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_subscriptions_edition_unique')
      .on(t.endpoint, t.languageId, t.stateId, t.districtId)
      .nullsNotDistinct(),
    index('push_subscriptions_district_idx').on(t.languageId, t.districtId),
    index('push_subscriptions_state_idx')
      .on(t.languageId, t.stateId)
      .where(sql`${t.districtId} is null`),
  ],
);

/**
 * The one push of a story to its editions' readers: planned when it is published (at its
 * publication time), taken by one sender, never sent twice.
 */
export const storyPushes = pgTable(
  'story_pushes',
  {
    newsId: uuid('news_id')
      .primaryKey()
      .references(() => news.id, { onDelete: 'cascade' }),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    delivered: integer('delivered').notNull().default(0),
    removed: integer('removed').notNull().default(0),
  },
  (t) => [
    index('story_pushes_due_idx')
      .on(t.sendAt)
      .where(sql`${t.startedAt} is null`),
  ],
);
