import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './constants.ts';
import { CATEGORY_KEYWORDS, SECTION_TYPES, URGENCY_PATTERNS } from './keywords.ts';

describe('keyword lookups', () => {
  it.each(LANGUAGE_CODES)('has keywords for every home section in %s', (code) => {
    for (const type of SECTION_TYPES) {
      expect(CATEGORY_KEYWORDS[code][type].length).toBeGreaterThan(0);
    }
    expect(URGENCY_PATTERNS[code].length).toBeGreaterThan(0);
  });

  it('keeps the built-in fallback set for English', () => {
    expect(CATEGORY_KEYWORDS.en.breaking).toEqual([
      'breaking',
      'urgent',
      'flash',
      'alert',
      'emergency',
    ]);
  });
});
