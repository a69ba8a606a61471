import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  articlePath,
  canonicalPath,
  categoryPath,
  editionPath,
  idRangeOf,
  inLanguage,
  languagePath,
  pagedPath,
  parseAddress,
  pathOf,
  placeSlug,
  shortIdOf,
} from './addresses.ts';
import { storySlug } from './text.ts';

const guntur = { language: 'te', state: 'andhra-pradesh', district: 'guntur' } as const;
const id = '3f9a1c2b-7d4e-4a61-9b0c-2d8e5f7a1b3c';

describe('building addresses', () => {
  it('builds the language, edition and category paths, paged from the second page', () => {
    expect(languagePath('te')).toBe('/te');
    expect(languagePath('te', 3)).toBe('/te/page/3');
    expect(editionPath(guntur)).toBe('/te/andhra-pradesh/guntur');
    expect(categoryPath({ ...guntur, category: 'politics' })).toBe(
      '/te/andhra-pradesh/guntur/politics',
    );
    expect(categoryPath({ ...guntur, category: 'politics' }, 2)).toBe(
      '/te/andhra-pradesh/guntur/politics/page/2',
    );
    expect(pagedPath({ kind: 'edition', ...guntur, page: 1 }, 4)).toBe(
      '/te/andhra-pradesh/guntur/page/4',
    );
  });

  it('makes ASCII place slugs from English names', () => {
    expect(placeSlug('Andhra Pradesh')).toBe('andhra-pradesh');
    expect(placeSlug('Mahé')).toBe('mahe');
    expect(placeSlug('Chümoukedima')).toBe('chumoukedima');
    expect(placeSlug('Dadra and Nagar Haveli and Daman and Diu')).toBe(
      'dadra-and-nagar-haveli-and-daman-and-diu',
    );
    expect(placeSlug('Sri Potti Sriramulu Nellore (SPSR)')).toBe(
      'sri-potti-sriramulu-nellore-spsr',
    );
  });

  it('keeps the first 12 hex digits of an article id, and finds the id range they cover', () => {
    expect(shortIdOf(id)).toBe('3f9a1c2b7d4e');
    const { low, high } = idRangeOf('3f9a1c2b7d4e');
    expect(low).toBe('3f9a1c2b-7d4e-0000-0000-000000000000');
    expect(high).toBe('3f9a1c2b-7d4e-ffff-ffff-ffffffffffff');
    expect(low <= id && id <= high).toBe(true);
  });

  it('makes an absolute URL on the public origin', () => {
    expect(absoluteUrl('https://vaarta.example', '/te')).toBe('https://vaarta.example/te');
    expect(absoluteUrl('https://vaarta.example/', '/te/news/x')).toBe(
      'https://vaarta.example/te/news/x',
    );
  });
});

describe('articles in every script', () => {
  const titles = {
    en: 'Heavy rain closes schools in Guntur',
    te: 'గుంటూరులో భారీ వర్షం: పాఠశాలలకు సెలవు',
    ur: 'گنٹور میں شدید بارش، اسکول بند',
    hi: 'गुंटूर में भारी बारिश से स्कूल बंद',
    ta: 'குண்டூரில் கனமழை: பள்ளிகளுக்கு விடுமுறை',
    kn: 'ಗುಂಟೂರಿನಲ್ಲಿ ಭಾರಿ ಮಳೆ: ಶಾಲೆಗಳಿಗೆ ರಜೆ',
  } as const;

  it.each(Object.entries(titles))(
    'round-trips a %s title through its address',
    (language, title) => {
      const slug = storySlug(title);
      const path = articlePath({ language: language as 'en', slug, id });
      expect(path).toMatch(new RegExp(`^/${language}/news/[^/]+-3f9a1c2b7d4e$`));
      // The path is what a browser sends: percent-encoded UTF-8, no raw space or slash.
      expect(path).not.toMatch(/[\s]/);
      expect(parseAddress(path)).toEqual({
        kind: 'article',
        language,
        slug,
        shortId: '3f9a1c2b7d4e',
      });
      expect(canonicalPath(path)).toBe(path);
    },
  );

  it('reads an article address with no slug, or a slug that holds hyphens and digits', () => {
    expect(parseAddress('/en/news/3f9a1c2b7d4e')).toEqual({
      kind: 'article',
      language: 'en',
      slug: '',
      shortId: '3f9a1c2b7d4e',
    });
    expect(parseAddress('/en/news/covid-19-cases-3f9a1c2b7d4e')).toMatchObject({
      slug: 'covid-19-cases',
    });
    expect(pathOf({ kind: 'article', language: 'en', slug: '', shortId: '3f9a1c2b7d4e' })).toBe(
      '/en/news/3f9a1c2b7d4e',
    );
  });
});

describe('parsing addresses', () => {
  it('reads each kind of list, with its page', () => {
    expect(parseAddress('/te')).toEqual({ kind: 'language', language: 'te', page: 1 });
    expect(parseAddress('/ur/page/2')).toEqual({ kind: 'language', language: 'ur', page: 2 });
    expect(parseAddress('/te/andhra-pradesh/guntur')).toEqual({
      kind: 'edition',
      ...guntur,
      page: 1,
    });
    expect(parseAddress('/te/andhra-pradesh/guntur/politics/page/12')).toEqual({
      kind: 'category',
      ...guntur,
      category: 'politics',
      page: 12,
    });
  });

  it.each([
    '/',
    '/xx',
    '/news/3f9a1c2b-7d4e-4a61-9b0c-2d8e5f7a1b3c',
    '/te/andhra-pradesh',
    '/te/a/b/c/d',
    '/te/news/short-123',
    '/te/news/nohyphen3f9a1c2b7d4e',
    '/te/news/x-3F9A1C2B7D4E',
    '/te/news/a/b',
    '/te/page/1',
    '/te/page/0',
    '/te/page/x',
    '/te/Andhra-Pradesh/guntur',
    '/te/andhra-pradesh/guntur/',
    '/te/search/x',
    '/te/feed/guntur',
    '/te/news/%E0%A4-3f9a1c2b7d4e',
  ])('refuses %s', (path) => {
    expect(parseAddress(path)).toBeNull();
  });

  it('finds the canonical form of a near address', () => {
    expect(canonicalPath('/te/')).toBe('/te');
    expect(canonicalPath('/TE/Andhra-Pradesh/Guntur/')).toBe('/te/andhra-pradesh/guntur');
    expect(canonicalPath('/te/andhra-pradesh/guntur/page/1')).toBe('/te/andhra-pradesh/guntur');
    expect(canonicalPath('/te/andhra-pradesh/guntur')).toBe('/te/andhra-pradesh/guntur');
    expect(canonicalPath('/about')).toBeNull();
  });

  it('round-trips every list address it builds', () => {
    for (const page of [1, 2, 99]) {
      for (const path of [
        languagePath('kn', page),
        editionPath(guntur, page),
        categoryPath({ ...guntur, category: 'sports' }, page),
      ]) {
        const address = parseAddress(path);
        expect(address && pathOf(address)).toBe(path);
      }
    }
  });
});

describe('switching language', () => {
  it('keeps a list and turns an article into the other language home', () => {
    expect(pathOf(inLanguage({ kind: 'edition', ...guntur, page: 2 }, 'ur'))).toBe(
      '/ur/andhra-pradesh/guntur/page/2',
    );
    expect(
      pathOf(
        inLanguage({ kind: 'article', language: 'te', slug: 'x', shortId: '3f9a1c2b7d4e' }, 'hi'),
      ),
    ).toBe('/hi');
  });
});
