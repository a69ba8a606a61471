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

/** A card's picture: just what an `<img>` (in a `<picture>`) needs. */
export interface CardImage extends ResponsiveImage {
  src: string;
  width: number;
  height: number;
}

/** A card's news item: only the fields its details need travel with the page. */
export interface NewsCardItem {
  id: string;
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

/** A story's first picture, as a card shows it. */
function cardImage(media: Media[]): CardImage | null {
  const image = media.find((m) => m.mediaType === 'image');
  if (!image) return null;
  return {
    src: image.mediaUrl,
    ...responsiveImage(image),
    width: image.width ?? 960,
    height: image.height ?? 540,
  };
}

/** Just what a card with these details shows (the first image only), so pages stay light. */
export function toCard(item: NewsItem, details: readonly CardDetail[]): NewsCardItem {
  const card: NewsCardItem = {
    id: item.id,
    title: item.title,
    publishedAt: item.publishedAt,
    image: cardImage(item.media),
  };
  if (details.includes('category')) card.categoryName = item.categoryName;
  if (details.includes('author')) card.authorName = item.authorName;
  if (details.includes('district')) card.districtName = item.districtName;
  if (details.includes('summary')) {
    card.summary = truncate(item.shortNewsContent || item.excerpt, SUMMARY_MAX_GRAPHEMES);
  }
  return card;
}
