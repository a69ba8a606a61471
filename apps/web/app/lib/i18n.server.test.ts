import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n.server';

/** `t` as a component's useTranslation gets it for a request in `language`. */
const tOf = (language: 'en' | 'te') => i18nFor(language).getFixedT(language, 'translation');

describe('i18nFor', () => {
  it("translates a key without options in each request's own language, however often", () => {
    for (let round = 0; round < 2; round++) {
      expect(tOf('te')('common.noImage')).toBe('చిత్రం లేదు');
      expect(tOf('en')('common.noImage')).toBe('No image');
    }
  });

  it('still fills in values and plurals for a key with options', () => {
    const t = tOf('en');
    expect(t('epaper.pageCount', { count: 1, pages: 1 })).toBe('1 page');
    expect(t('epaper.pageCount', { count: 3, pages: 3 })).toBe('3 pages');
  });
});
