import { describe, expect, it } from 'vitest';
import {
  boundedText,
  foldForSearch,
  graphemes,
  GRAPHEME_CODE_POINTS_MAX,
  slugify,
  storySlug,
  truncate,
  wordCount,
} from './text.ts';

describe('graphemes', () => {
  it('keeps a Telugu conjunct with its vowel sign as one unit', () => {
    expect(graphemes('శ్రీ')).toEqual(['శ్రీ']);
    expect(graphemes('తెలుగు')).toEqual(['తె', 'లు', 'గు']);
  });

  it('keeps Devanagari and Tamil syllables whole', () => {
    expect(graphemes('हिन्दी')).toEqual(['हि', 'न्दी']);
    expect(graphemes('தமிழ்')).toEqual(['த', 'மி', 'ழ்']);
  });
});

describe('boundedText', () => {
  it('keeps ordinary titles of every script as they are', () => {
    for (const title of ['వరంగల్‌లో కొత్త బస్ డిపో', 'क्ष्म्य परीक्षा', 'நிலவரம்', 'سیلاب کا خطرہ']) {
      expect(boundedText(title, 200, 2000)).toBe(title.normalize('NFC'));
    }
  });

  it('cuts a pile of combining marks, then the graphemes, then the bytes', () => {
    const poisoned = 'abc' + '\u0301'.repeat(8000) + ' రైతు';
    const bounded = boundedText(poisoned, 200, 2000);
    expect(Array.from(graphemes(bounded)[2]!)).toHaveLength(GRAPHEME_CODE_POINTS_MAX);
    expect(bounded.endsWith(' రైతు')).toBe(true);
    const long = 'రైతు '.repeat(400);
    const cut = graphemes(boundedText(long, 50, 2000));
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.at(-1)).toBe('…');
    const byBytes = boundedText(long, 2000, 100);
    expect(new TextEncoder().encode(byBytes).length).toBeLessThanOrEqual(100);
    expect(long.startsWith(byBytes)).toBe(true);
  });
});

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Hyderabad', 20)).toBe('Hyderabad');
  });

  it('never cuts a syllable in half', () => {
    const cut = truncate('హైదరాబాద్‌లో భారీ వర్షం', 6);
    expect(cut.endsWith('…')).toBe(true);
    expect(graphemes(cut).length).toBeLessThanOrEqual(6);
    expect('హైదరాబాద్‌లో భారీ వర్షం'.startsWith(cut.slice(0, -1))).toBe(true);
    expect(graphemes(cut.slice(0, -1)).every((g) => graphemes('హైదరాబాద్‌లో భారీ వర్షం').includes(g))).toBe(
      true,
    );
  });

  it('prefers to stop at a space when one is near the end', () => {
    expect(truncate('Heavy rain lashes the old city tonight', 20)).toBe('Heavy rain lashes…');
  });

  it('keeps text of exactly `max` graphemes whole, though it has more UTF-16 units', () => {
    // Six Telugu graphemes in eleven units.
    const text = 'హైదరాబాద్‌లో';
    const count = graphemes(text).length;
    expect(text.length).toBeGreaterThan(count);
    expect(truncate(text, count)).toBe(text);
    expect(graphemes(truncate(text, count - 1))).toHaveLength(count - 1);
  });
});

describe('wordCount', () => {
  it('counts words in any script', () => {
    expect(wordCount('हैदराबाद में भारी बारिश')).toBe(4);
  });
});

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens (docs/product/reading.md, "Editions")', () => {
    expect(slugify('Breaking  News')).toBe('breaking-news');
  });

  it('keeps letters of every script', () => {
    expect(slugify('తాజా వార్తలు!')).toBe('తాజా-వార్తలు');
  });
});

describe('storySlug', () => {
  it('keeps a Telugu title in Telugu, vowel signs and viramas included', () => {
    expect(storySlug('హైదరాబాద్‌లో భారీ వర్షం: రోడ్లు జలమయం')).toBe('హైదరాబాద్\u200cలో-భారీ-వర్షం-రోడ్లు-జలమయం');
  });

  it('keeps an Urdu title in Urdu, without its punctuation', () => {
    expect(storySlug('حیدرآباد میں بارش، سڑکیں زیرِ آب۔')).toBe('حیدرآباد-میں-بارش-سڑکیں-زیرِ-آب');
  });

  it('cuts a long title between graphemes, never inside a syllable', () => {
    const slug = storySlug('శ్రీ '.repeat(40));
    expect(graphemes(slug).length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('శ్రీ')).toBe(true);
  });

  it('falls back to "story" for a title with no letters', () => {
    expect(storySlug('!!! ???')).toBe('story');
  });
});

describe('foldForSearch', () => {
  it('drops Latin accents and case', () => {
    expect(foldForSearch('Mahé')).toBe('mahe');
    expect(foldForSearch('Chümoukedima')).toBe('chumoukedima');
  });

  it('leaves Indic text intact', () => {
    expect(foldForSearch('హైదరాబాద్')).toBe('హైదరాబాద్');
  });
});
