import { describe, expect, it } from 'vitest';
import { isSearchPath, languageOfPath } from './discovery-paths.ts';

describe('the language a path names', () => {
  it('is a public address’s own language', () => {
    expect(languageOfPath('/te')).toBe('te');
    expect(languageOfPath('/ur/telangana/hyderabad/politics')).toBe('ur');
    expect(languageOfPath('/kn/news/story-0123456789ab')).toBe('kn');
  });

  it('is a search page’s language', () => {
    expect(isSearchPath('/ur/search')).toBe(true);
    expect(languageOfPath('/ur/search')).toBe('ur');
    expect(languageOfPath('/ta/search')).toBe('ta');
  });

  it('is none for any other path', () => {
    for (const path of ['/', '/about', '/mandi', '/xx/search', '/te/search/more', '/news/abc']) {
      expect(languageOfPath(path)).toBeNull();
    }
  });
});
