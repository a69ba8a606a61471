import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYWORDS, URGENCY_PATTERNS } from '@vaarta/core/keywords';
import { nameHasKeyword, sectionCategoryIds } from './section-categories';

const category = (id: string, slug: string, name: string) => ({ id, slug, name });

describe('sectionCategoryIds (docs/product/reading.md, "Home sections")', () => {
  it('takes the category with the stable slug first, whatever other names say', () => {
    const categories = [
      category('a', 'government-jobs', 'Government Jobs'),
      category('b', 'politics', 'Politics'),
    ];
    expect(sectionCategoryIds('politics', categories)).toEqual(['b']);
  });

  it('finds Telugu categories by the Telugu keywords when no slug matches', () => {
    const categories = [
      category('a', 'rajakiyalu', 'రాజకీయాలు'),
      category('b', 'kridalu', 'క్రీడలు'),
      category('c', 'udyogalu', 'కొత్త ఉద్యోగాలు'),
    ];
    expect(
      sectionCategoryIds('politics', categories, {
        categoryKeywords: CATEGORY_KEYWORDS.te.politics,
      }),
    ).toEqual(['a']);
    expect(
      sectionCategoryIds('sports', categories, { categoryKeywords: CATEGORY_KEYWORDS.te.sports }),
    ).toEqual(['b']);
    expect(
      sectionCategoryIds('jobs', categories, { categoryKeywords: CATEGORY_KEYWORDS.te.jobs }),
    ).toEqual(['c']);
  });

  it('finds Urdu categories by the Urdu keywords, several when several match', () => {
    const categories = [
      category('a', 'x1', 'کاروبار'),
      category('b', 'x2', 'بازار کی خبریں'),
      category('c', 'x3', 'کھیل'),
    ];
    expect(
      sectionCategoryIds('business', categories, {
        categoryKeywords: CATEGORY_KEYWORDS.ur.business,
      }),
    ).toEqual(['a', 'b']);
  });

  it('falls back to the built-in keyword sets when the lookups say nothing', () => {
    const categories = [
      category('a', 'x1', 'Cricket Corner'),
      category('b', 'x2', 'AI & Gadgets'),
      category('c', 'x3', 'Rail News'),
      category('d', 'x4', 'MOVIE Buzz'),
    ];
    expect(sectionCategoryIds('sports', categories)).toEqual(['a']);
    expect(sectionCategoryIds('technology', categories)).toEqual(['b']);
    expect(sectionCategoryIds('entertainment', categories)).toEqual(['d']);
  });

  it('uses every category of the language when nothing matches', () => {
    const categories = [category('a', 'x1', 'Weather'), category('b', 'x2', 'Health')];
    expect(sectionCategoryIds('business', categories)).toEqual(['a', 'b']);
    expect(sectionCategoryIds('jobs', categories)).toEqual(['a', 'b']);
  });

  it('finds a breaking category by the urgency patterns, and never falls back to all', () => {
    const categories = [category('a', 'x1', 'Live Updates'), category('b', 'x2', 'Health')];
    expect(
      sectionCategoryIds('breaking', categories, { urgencyPatterns: URGENCY_PATTERNS.en }),
    ).toEqual(['a']);
    expect(sectionCategoryIds('breaking', [category('b', 'x2', 'Health')])).toEqual([]);
  });
});

describe('nameHasKeyword', () => {
  it('matches at the start of a word only, in any case', () => {
    expect(nameHasKeyword('Technology', 'tech')).toBe(true);
    expect(nameHasKeyword('Daily Tech', 'TECH')).toBe(true);
    expect(nameHasKeyword('Rail', 'ai')).toBe(false);
    expect(nameHasKeyword('Biotech', 'tech')).toBe(false);
  });

  it('matches Indic words at their start, vowel signs and joiners included', () => {
    expect(nameHasKeyword('రాజకీయాలు', 'రాజకీయ')).toBe(true);
    expect(nameHasKeyword('తాజా వార్తలు', 'వార్తలు')).toBe(true);
    expect(nameHasKeyword('ఫుట్‌బాల్ వార్తలు', 'ఫుట్‌బాల్')).toBe(true);
  });

  it('ignores an empty keyword', () => {
    expect(nameHasKeyword('Politics', ' ')).toBe(false);
  });
});
