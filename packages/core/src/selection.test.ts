import { describe, expect, it } from 'vitest';
import { defaultDistrict, defaultLanguage, defaultState, matchesSearch } from './selection.ts';

const place = (english_name: string, search_terms: string[] = []) => ({
  english_name,
  search_terms: [english_name, ...search_terms],
});

describe('selection defaults (spec §4)', () => {
  it('picks English by code or name, else the first language', () => {
    const te = { language_name: 'తెలుగు', language_code: 'te' };
    const en = { language_name: 'English', language_code: 'en' };
    expect(defaultLanguage([te, en])).toBe(en);
    expect(
      defaultLanguage([te, { language_name: 'English (India)', language_code: 'x' }])
        ?.language_code,
    ).toBe('x');
    expect(defaultLanguage([te])).toBe(te);
    expect(defaultLanguage([])).toBeUndefined();
  });
  it('picks Telangana and Hyderabad, also when named in another script', () => {
    const states = [place('Andhra Pradesh'), place('Telangana', ['తెలంగాణ', 'TG'])];
    expect(defaultState(states)?.english_name).toBe('Telangana');
    const nativeOnly = [
      { english_name: 'x', search_terms: ['తెలంగాణ'] },
      { english_name: 'y', search_terms: ['Telangana'] },
    ];
    expect(defaultState(nativeOnly)?.english_name).toBe('y');
    expect(defaultDistrict([place('Warangal'), place('Hyderabad')])?.english_name).toBe(
      'Hyderabad',
    );
  });
  it('falls back to the first place when the default is missing', () => {
    expect(defaultState([place('Kerala'), place('Goa')])?.english_name).toBe('Kerala');
  });
});

describe('wizard search (spec §5)', () => {
  const terms = ['Telangana', 'తెలంగాణ', 'TG', 'telangana'];
  it('matches names, codes and native-script names case-insensitively', () => {
    expect(matchesSearch(terms, 'tela')).toBe(true);
    expect(matchesSearch(terms, 'tg')).toBe(true);
    expect(matchesSearch(terms, 'తెలం')).toBe(true);
    expect(matchesSearch(terms, 'kerala')).toBe(false);
  });
  it('matches everything on empty text', () => {
    expect(matchesSearch(terms, '  ')).toBe(true);
  });
});
