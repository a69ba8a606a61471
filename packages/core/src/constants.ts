/** Business constants, listed in docs/product/constants.md; each stated once, here. */

/** Content and interface language codes (docs/product/README.md). */
export const LANGUAGE_CODES = ['en', 'te', 'ur', 'hi', 'ta', 'kn'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE_CODE: LanguageCode = 'en';

/**
 * Selection defaults (docs/product/reading.md, "Defaults"): Telangana and Hyderabad, found by their
 * English names.
 */
export const DEFAULT_STATE_NAME = 'Telangana';
export const DEFAULT_DISTRICT_NAME = 'Hyderabad';

/**
 * News lists (docs/product/reading.md, "Lists and search"): 20 by default, never more than 100 a
 * page.
 */
export const NEWS_PAGE_SIZE_DEFAULT = 20;
export const LIST_LIMIT_MAX = 100;
/** The highest page of a list the API serves; a higher one is refused. */
export const LIST_PAGE_MAX = 1_000_000;
/** Reader search (docs/product/search.md): 10 results a page, 2 to 100 characters typed. */
export const NEWS_SEARCH_PAGE_SIZE = 10;
export const NEWS_SEARCH_TEXT_MIN = 2;
export const NEWS_SEARCH_TEXT_MAX = 100;
/**
 * A search reaches its newest 1,000 matches at most: they are counted, paged and, for "best
 * match", ranked (docs/decisions/0122-search-reaches-the-newest-thousand.md).
 */
export const NEWS_SEARCH_MATCHES_MAX = 1_000;
export const MANDI_PAGE_SIZE = 10;
/** A commodity's price history in one market: its last 30 recorded prices (sparkline and chart). */
export const MANDI_HISTORY_LENGTH = 30;
export const COMMENTS_PAGE_SIZE = 10;
export const RELATED_NEWS_MAX = 8;
export const ARTICLE_INTRO_WORDS = 70;
/**
 * More from Author (docs/product/reading.md, "More from author"): three stories each side of the
 * article.
 */
export const AUTHOR_NEWS_PER_SIDE = 3;

/** docs/decisions/0011: three attempts, waiting 1 s then 2 s, on network errors or 5xx. */
export const RETRY_ATTEMPTS = 3;
export const RETRY_FIRST_DELAY_MS = 1000;

/**
 * E-newspapers (docs/product/e-paper.md, "Editions"): a 7-day window of 'paper' editions, 10 a
 * page.
 */
export const EPAPER_WINDOW_DAYS = 7;
export const EPAPER_PAGE_SIZE = 10;
export const EPAPER_TYPE = 'paper';

/** Accounts (docs/product/accounts.md, docs/decisions/0017, docs/decisions/0018). */
export const OTP_LENGTH = 5;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const PHONE_DIGITS = 10;
export const SIGNUP_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;
export const MINIMUM_AGE = 13;
export const PARENTAL_CONSENT_AGE = 18;

/**
 * The Reader role: the only self-assignable role and the client's built-in fallback
 * (docs/decisions/0017).
 */
export const READER_ROLE_ID = '6f1c3a52-8d4e-4b7a-9c21-5e0b7d3f9a10';
/** The staff roles' fixed ids, the same in every database. */
export const REPORTER_ROLE_ID = '5d3b8f61-2a7c-4e19-b6d4-9c0e1a7f3b25';
export const EDITOR_ROLE_ID = '2b7e9d14-3c5a-4f86-a1d2-8e6f0c4b7a53';
export const ADMIN_ROLE_ID = 'c94a1e07-6b2d-4d3f-8e5a-1f7c9b2d4e68';

/** Report reasons (docs/product/engagement.md, "Reports") and their details limit. */
export const REPORT_REASONS = [
  'inappropriate_content',
  'misleading_information',
  'spam',
  'harassment',
  'violence',
  'hate_speech',
  'copyright_violation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;

/** Comments are plain text of 1–2000 characters (docs/decisions/0022). */
export const COMMENT_MAX_LENGTH = 2000;
export const FEEDBACK_MESSAGE_MAX = 500;

/**
 * The home sections that find their category by type (docs/product/reading.md, "Home sections").
 */
export const SECTION_TYPES = [
  'breaking',
  'politics',
  'business',
  'sports',
  'technology',
  'entertainment',
  'jobs',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Stable category slugs, the same in every language: one a home section, and three more. */
export const CATEGORY_SLUGS = [...SECTION_TYPES, 'health', 'education', 'agriculture'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/**
 * How a story is stored: a draft, published (a future publication time makes it scheduled, and
 * readers see it from that moment), or taken down again (docs/product/newsroom.md).
 */
export const NEWS_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Roles, from the reader up; every role but the reader's opens the newsroom. */
export const ROLE_TYPES = ['reader', 'reporter', 'editor', 'admin'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** Dates, numbers and sorting use each language's Indian locale (docs/decisions/0026). */
export const LOCALE_OF: Record<LanguageCode, string> = {
  en: 'en-IN',
  te: 'te-IN',
  ur: 'ur-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
  kn: 'kn-IN',
};

/** Sessions and abuse limits (docs/decisions/0018–docs/decisions/0021). */
export const SESSION_DAYS = 30;

/** The newsroom's limits (docs/product/newsroom.md). */
export const NEWSROOM_PAGE_SIZE = 20;
export const STORY_TITLE_MAX = 200;
export const STORY_EXCERPT_MAX = 600;
export const STORY_SHORT_CONTENT_MAX = 1200;
/** A story body's HTML, before cleaning. */
export const STORY_BODY_MAX = 200_000;
export const META_DESCRIPTION_MAX = 300;
export const CAPTION_MAX = 300;
export const ALT_TEXT_MAX = 300;
/** Slugs keep at most this many graphemes of the title. */
export const SLUG_MAX_GRAPHEMES = 80;
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** Widths an uploaded photo is resized to (never enlarged), each in AVIF, WebP and JPEG. */
export const UPLOAD_IMAGE_WIDTHS = [480, 960, 1440] as const;
export const EPAPER_UPLOAD_MAX_BYTES = 60 * 1024 * 1024;
/**
 * The longest side of an e-paper page, in PDF points (1/72 inch): 3,400 pt is 1.2 m, past a
 * broadsheet's two-page spread; no newspaper prints a larger page.
 */
export const EPAPER_PAGE_MAX_POINTS = 3400;
export const PRICE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const MODERATION_NOTE_MAX = 500;
/** Feeds: how long a fetch may take, how large a feed may be, how many items one run takes. */
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_ITEMS_PER_RUN = 50;
export const INGEST_INTERVAL_MINUTES_DEFAULT = 15;
