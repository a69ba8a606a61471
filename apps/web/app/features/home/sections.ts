import type { SectionType } from '@vaarta/core/keywords';
import type { CardDetail } from '../../api/news-cards';
import type { CardLayout } from '../../ui/news-card';

/** How a home section lists its cards: a grid of tiles, two columns of rows, or one column. */
export type SectionList = 'grid' | 'columns' | 'stack';

export interface SectionLook {
  /** What its cards show (spec §2 Home sections); only these fields travel with the page. */
  details: readonly CardDetail[];
  dateStyle: 'date' | 'ago';
  list: SectionList;
  card: CardLayout;
}

/** Spec §2 Home sections, items 1–6: what each section's cards show and how they are laid out. */
export const SECTION_LOOKS: Record<SectionType, SectionLook> = {
  breaking: { details: ['category'], dateStyle: 'date', list: 'stack', card: 'tile' },
  politics: {
    details: ['category', 'summary', 'author', 'district'],
    dateStyle: 'date',
    list: 'grid',
    card: 'responsive',
  },
  business: { details: ['author'], dateStyle: 'ago', list: 'columns', card: 'row' },
  sports: { details: ['summary', 'author'], dateStyle: 'ago', list: 'stack', card: 'row' },
  technology: {
    details: ['summary', 'author'],
    dateStyle: 'ago',
    list: 'grid',
    card: 'responsive',
  },
  entertainment: {
    details: ['summary', 'author'],
    dateStyle: 'ago',
    list: 'grid',
    card: 'responsive',
  },
  jobs: { details: ['author', 'district'], dateStyle: 'ago', list: 'columns', card: 'row' },
};

/** The sections below the carousel, in the spec's order; each is also a /#section anchor. */
export const LISTED_SECTIONS = [
  'politics',
  'business',
  'sports',
  'technology',
  'entertainment',
  'jobs',
] as const satisfies readonly SectionType[];
export type ListedSection = (typeof LISTED_SECTIONS)[number];

/**
 * Spec §2: politics a grid (of up to 9), business two columns (8), sports a list (4),
 * technology and entertainment grids of three columns (6 each), jobs two columns (6).
 */
export const SECTION_LISTS: Record<ListedSection, SectionList> = {
  politics: 'grid',
  business: 'columns',
  sports: 'stack',
  technology: 'grid',
  entertainment: 'grid',
  jobs: 'columns',
};

/** Spec §8: a failed image is replaced by its section's default picture. */
export const sectionImage = (type: SectionType) => `/images/sections/${type}.svg`;
