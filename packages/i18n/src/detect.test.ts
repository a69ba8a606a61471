import { describe, expect, it } from 'vitest';
import { detectInterfaceLanguage, parseAcceptLanguage, supportedLanguageOf } from './detect.ts';

describe('interface-language detection (docs/product/reading.md, "Interface languages and direction")', () => {
  it('follows the order query, cookie, local storage, session storage, browser, html tag', () => {
    const all = {
      query: 'te',
      cookie: 'ur',
      localStorage: 'hi',
      sessionStorage: 'ta',
      browser: ['kn-IN'],
      htmlTag: 'en',
    };
    expect(detectInterfaceLanguage(all)).toBe('te');
    expect(detectInterfaceLanguage({ ...all, query: null })).toBe('ur');
    expect(detectInterfaceLanguage({ ...all, query: null, cookie: null })).toBe('hi');
    expect(detectInterfaceLanguage({ ...all, query: null, cookie: null, localStorage: null })).toBe(
      'ta',
    );
    expect(detectInterfaceLanguage({ browser: ['fr-FR', 'kn-IN'], htmlTag: 'te' })).toBe('kn');
    expect(detectInterfaceLanguage({ htmlTag: 'te' })).toBe('te');
  });
  it('skips unsupported values and falls back to English', () => {
    expect(detectInterfaceLanguage({ query: 'fr', cookie: 'xx' })).toBe('en');
    expect(detectInterfaceLanguage({})).toBe('en');
  });
  it('reads the aliases ka and ud', () => {
    expect(supportedLanguageOf('ka')).toBe('kn');
    expect(supportedLanguageOf('ud')).toBe('ur');
    expect(supportedLanguageOf('en-GB')).toBe('en');
    expect(supportedLanguageOf('de')).toBeUndefined();
  });
  it('orders Accept-Language by weight', () => {
    expect(parseAcceptLanguage('en-US,en;q=0.5,te;q=0.9')).toEqual(['en-US', 'te', 'en']);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});
