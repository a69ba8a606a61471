import { describe, expect, it } from 'vitest';
import { pageAddress, pageVariant } from './page-variant.server';

describe('pageAddress', () => {
  it('keeps only the query parameters a page reads, in one order', () => {
    expect(pageAddress('/news/n1?x=123&utm_source=share')).toBe('/news/n1');
    expect(pageAddress('/mandi?page=2&x=1&state=s1&lng=te')).toBe('/mandi?lng=te&state=s1&page=2');
  });

  it('gives a random query parameter the same variant as none', () => {
    expect(pageVariant('/about?x=1', undefined, 'en')).toBe(pageVariant('/about', undefined, 'en'));
  });
});
