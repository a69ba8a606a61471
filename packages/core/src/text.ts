/**
 * Text helpers that respect every script we publish in: a grapheme (a Telugu or Devanagari
 * syllable with its vowel signs and virama) is never cut in half.
 */

import { SLUG_MAX_GRAPHEMES } from './constants.ts';

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

/**
 * Cuts to at most `max` graphemes (the ellipsis included), at a word boundary when one is near.
 * Pages cut every card's summary on every rendering: only the graphemes up to the cut are
 * segmented, and a text with no more UTF-16 units than `max` has no more graphemes either.
 */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const head: string[] = [];
  let units = 0;
  for (const { segment } of graphemeSegmenter.segment(text)) {
    if (head.length === max) break;
    head.push(segment);
    units += segment.length;
  }
  if (units === text.length) return text;
  const kept = head.slice(0, Math.max(0, max - 1));
  const lastSpace = kept.lastIndexOf(' ');
  const cut = lastSpace > kept.length * 0.6 ? kept.slice(0, lastSpace) : kept;
  return cut.join('').trimEnd() + ellipsis;
}

/**
 * Most code points one grapheme keeps: room for any conjunct of the Indic scripts with its vowel
 * sign, not for a pile of combining marks (which is still one grapheme, however long).
 */
export const GRAPHEME_CODE_POINTS_MAX = 16;

const utf8 = new TextEncoder();

/**
 * Text bounded before it is stored or keys anything: at most `maxGraphemes` graphemes (cut as
 * `truncate` cuts), each in NFC and cut to GRAPHEME_CODE_POINTS_MAX code points, and at most
 * `maxBytes` bytes of UTF-8, cut between graphemes.
 */
export function boundedText(text: string, maxGraphemes: number, maxBytes: number): string {
  let bytes = 0;
  let kept = '';
  for (const grapheme of graphemes(truncate(text, maxGraphemes).normalize('NFC'))) {
    const points = Array.from(grapheme);
    const tamed =
      points.length > GRAPHEME_CODE_POINTS_MAX
        ? points.slice(0, GRAPHEME_CODE_POINTS_MAX).join('')
        : grapheme;
    bytes += utf8.encode(tamed).length;
    if (bytes > maxBytes) break;
    kept += tamed;
  }
  return kept;
}

export function wordCount(text: string): number {
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

/**
 * Category slug rule (docs/product/reading.md, "Editions"): lowercase, runs of spaces to one
 * hyphen. Letters, combining marks and digits of every script stay, and so do the zero-width joiner
 * and non-joiner that Urdu and the Indic scripts use to shape a word.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\u200C\u200D\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A story's slug: its title's first SLUG_MAX_GRAPHEMES graphemes, slugified, in its own script
 * (never transliterated); `story` when the title has no letter or digit at all.
 */
export function storySlug(title: string): string {
  return slugify(truncate(title, SLUG_MAX_GRAPHEMES, '')) || 'story';
}

/** Folds text for matching: NFKC, lower case, Latin accents dropped (Mahé → mahe). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .trim();
}
