/**
 * Constants of the reader's web app, listed in docs/product/constants.md; each stated once, here.
 */
import { SECTION_TYPES, type SectionType } from '@vaarta/core/keywords';

/**
 * Location wizard: the delay before the next step opens, and after Save (docs/product/reading.md,
 * "Location wizard").
 */
export const WIZARD_STEP_DELAY_MS = 300;

/**
 * Stories a page of an address's list shows (docs/decisions/0110); an edition's home shows its
 * first page, so its second page follows on.
 */
export const ADDRESS_LIST_PAGE_SIZE = 9;

/**
 * Desktop category bar (docs/product/reading.md, "Category bar"): up to 10 cards, 320 px wide,
 * arrows scroll 320 px.
 */
export const CATEGORY_PANEL_MAX_ITEMS = 10;
export const CATEGORY_CARD_WIDTH_PX = 320;
export const CATEGORY_SCROLL_STEP_PX = 320;
/**
 * When the selections are not ready, category news is tried again after 2 s
 * (docs/product/constants.md).
 */
export const CATEGORY_RETRY_DELAY_MS = 2000;

/**
 * docs/product/reading.md, "Home sections", Anchors: /#section scrolls after 0.8 s; other footer
 * links after 0.1 s.
 */
export const SECTION_SCROLL_DELAY_MS = 800;
export const TOP_SCROLL_DELAY_MS = 100;

/** docs/product/reading.md, "Calls to the server": mobile is 768 px wide or less. */
export const MOBILE_MAX_WIDTH_PX = 768;

/**
 * docs/product/reading.md, "Static pages": the privacy policy and the terms were last updated on 10
 * July 2025.
 */
export const POLICIES_LAST_UPDATED = '2025-07-10';

/** The home sections below the carousel, in the page's order; each is a /#section anchor too. */
export type ListedSection = Exclude<SectionType, 'breaking'>;
export const LISTED_SECTIONS = SECTION_TYPES.filter(
  (type): type is ListedSection => type !== 'breaking',
);

/** The session-storage keys of the reader's selection (docs/product/reading.md, "Editions"). */
export const SESSION_KEYS = {
  language: 'selectedLanguage',
  state: 'selectedState',
  district: 'selectedDistrict',
  categories: 'selectedCategories',
} as const;

/**
 * Comments panel (docs/product/engagement.md, "Comments"): a scroll hint once there are more than
 * 5, a list at most 20rem high.
 */
export const COMMENTS_SCROLL_HINT_OVER = 5;
export const COMMENTS_LIST_MAX_HEIGHT = '20rem';

/** News list sizes of the home sections (docs/product/reading.md, "Home sections"). */
export const HOME_SECTION_LIMITS: Record<SectionType, number> = {
  breaking: 8,
  politics: 9,
  business: 8,
  sports: 4,
  technology: 6,
  entertainment: 6,
  jobs: 6,
};

/**
 * Breaking news carousel (docs/product/reading.md, "Home sections"): a new slide every 3 s, sliding
 * for 800 ms.
 */
export const BREAKING_AUTOPLAY_MS = 3000;
export const BREAKING_SLIDE_MS = 800;

/** Home categories strip (docs/product/reading.md, "Categories strip"). */
export const CATEGORY_STRIP_PX_PER_FRAME = 0.5;
export const CATEGORY_DROPDOWN_MAX_ITEMS = 5;
/** A click opens the newest news item of the category: a list of one. */
export const CATEGORY_CLICK_LIMIT = 1;
export const CATEGORY_DROPDOWN_RETRY_MS = 1000;

/**
 * Password reset by code (docs/product/constants.md): the sent message stays 2 s before the
 * code step opens, and the success message 2 s before the login form returns.
 */
export const CODE_SENT_TO_CODE_STEP_MS = 2000;
export const RESET_DONE_TO_LOGIN_MS = 2000;

/** E-newspaper lists stay fresh for 5 minutes and are kept for 10 (docs/product/constants.md). */
export const EPAPER_FRESH_MS = 5 * 60_000;
export const EPAPER_KEPT_MS = 10 * 60_000;
