/** Business constants of spec §9 and the rulings in DECISIONS.md; each stated once, here. */
import { SECTION_TYPES } from './keywords.ts';

/** Content and interface language codes (spec §1). */
export const LANGUAGE_CODES = ['en', 'te', 'ur', 'hi', 'ta', 'kn'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE_CODE: LanguageCode = 'en';

/** Selection defaults (spec §4): Telangana and Hyderabad, found by their English names. */
export const DEFAULT_STATE_NAME = 'Telangana';
export const DEFAULT_DISTRICT_NAME = 'Hyderabad';

/** News lists (spec §7, §9): 20 by default, never more than 100 a page. */
export const NEWS_PAGE_SIZE_DEFAULT = 20;
export const LIST_LIMIT_MAX = 100;
export const MANDI_PAGE_SIZE = 10;
/** A commodity's price history in one market: its last 14 recorded prices (the sparkline). */
export const MANDI_HISTORY_LENGTH = 14;
export const COMMENTS_PAGE_SIZE = 10;
export const RELATED_NEWS_MAX = 8;
export const ARTICLE_INTRO_WORDS = 70;
/** More from Author (spec §2, §9): three stories each side of the article. */
export const AUTHOR_NEWS_PER_SIDE = 3;

/** Spec §7, §9, DECISIONS 4: three attempts, waiting 1 s then 2 s, on network errors or 5xx. */
export const RETRY_ATTEMPTS = 3;
export const RETRY_FIRST_DELAY_MS = 1000;

/** E-newspapers (spec §9): a 7-day window of 'paper' editions, 10 a page. */
export const EPAPER_WINDOW_DAYS = 7;
export const EPAPER_PAGE_SIZE = 10;
export const EPAPER_TYPE = 'paper';

/** Accounts (spec §5, §9, DECISIONS 12–14). */
export const OTP_LENGTH = 5;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const PHONE_DIGITS = 10;
export const SIGNUP_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;
export const MINIMUM_AGE = 13;
export const PARENTAL_CONSENT_AGE = 18;

/** The Reader role: the only self-assignable role and the client's built-in fallback (DECISIONS 12). */
export const READER_ROLE_ID = '6f1c3a52-8d4e-4b7a-9c21-5e0b7d3f9a10';

/** Report reasons (spec §5) and their details limit. */
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

/** Comments are plain text of 1–2000 characters (DECISIONS 18). */
export const COMMENT_MAX_LENGTH = 2000;
export const FEEDBACK_MESSAGE_MAX = 500;

/** Stable category slugs, the same in every language: one a home section, and three more. */
export const CATEGORY_SLUGS = [...SECTION_TYPES, 'health', 'education', 'agriculture'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const NEWS_STATUSES = ['draft', 'published', 'archived'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Dates, numbers and sorting use each language's Indian locale (DECISIONS 22). */
export const LOCALE_OF: Record<LanguageCode, string> = {
  en: 'en-IN',
  te: 'te-IN',
  ur: 'ur-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
  kn: 'kn-IN',
};

/** Sessions and abuse limits (DECISIONS 14–17). */
export const SESSION_DAYS = 30;
