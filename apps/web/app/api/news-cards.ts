import type { Media } from '@vaarta/core/entities/news';
import { truncate } from '@vaarta/core/text';
import { responsiveImage, type ResponsiveImage } from '../lib/picture';
import type { NewsItem } from './news';

/**
 * A news card's data: what a card shows of a story and nothing more, so pages that list dozens
 * of stories stay light. Loaders map lists to cards here; ui/news-card.tsx draws them.
 */

/** What a card can show besides its image, title and date. */
export type CardDetail = 'category' | 'author' | 'district' | 'summary';

/**
 * A card's picture: just what an `<img>` (in a `<picture>`) needs. No width and height: the
 * card's picture box gives it its size and shape (app.css, card).
 */
export interface CardImage extends ResponsiveImage {
  src: string;
}

/** A card's news item: only the fields its details need travel with the page. */
export interface NewsCardItem {
  id: string;
  /** The article's canonical address. */
  path: string;
  title: string;
  publishedAt: string;
  image: CardImage | null;
  categoryName?: string;
  authorName?: string;
  districtName?: string | null;
  /** The short content (else the excerpt), already cut to what a card shows. */
  summary?: string;
}

/** A card shows two or three lines of summary: the page need not carry the rest. */
const SUMMARY_MAX_GRAPHEMES = 160;
/** Summaries remembered: a home page's or a section's stories are on many pages at once. */
const SUMMARIES_KEPT = 2_000;
const summaries = new Map<string, string>();

/**
 * A story's text cut to a card's summary. Cutting segments the text into graphemes (about 20 µs
 * a card, a millisecond for a home page), and the same stories are on every page of a language
 * for a while: each text is cut once and remembered, the least recently used forgotten first.
 */
function summaryOf(text: string): string {
  let summary = summaries.get(text);
  if (summary === undefined) {
    summary = truncate(text, SUMMARY_MAX_GRAPHEMES);
    if (summaries.size >= SUMMARIES_KEPT) summaries.delete(summaries.keys().next().value!);
  } else {
    summaries.delete(text);
  }
  summaries.set(text, summary);
  return summary;
}

/** A story's first picture, as a card shows it. */
function cardImage(media: Media[]): CardImage | null {
  const image = media.find((m) => m.mediaType === 'image');
  if (!image) return null;
  return { src: image.mediaUrl, ...responsiveImage(image) };
}

/** Just what a card with these details shows (the first image only), so pages stay light. */
export function toCard(item: NewsItem, details: readonly CardDetail[]): NewsCardItem {
  const card: NewsCardItem = {
    id: item.id,
    path: item.path,
    title: item.title,
    publishedAt: item.publishedAt,
    image: cardImage(item.media),
  };
  if (details.includes('category')) card.categoryName = item.categoryName;
  if (details.includes('author')) card.authorName = item.authorName;
  if (details.includes('district')) card.districtName = item.districtName;
  if (details.includes('summary')) {
    card.summary = summaryOf(item.shortNewsContent || item.excerpt);
  }
  return card;
}
