import { describe, expect, it } from 'vitest';
import { defaultDistrict, defaultLanguage, defaultState, matchesSearch } from './selection';

const place = (englishName: string, searchTerms: string[] = []) => ({
  englishName,
  searchTerms: [englishName, ...searchTerms],
});

describe('selection defaults (docs/product/reading.md, "Defaults")', () => {
  it('picks English by code or name, else the first language', () => {
    const te = { name: 'తెలుగు', code: 'te' };
    const en = { name: 'English', code: 'en' };
    expect(defaultLanguage([te, en])).toBe(en);
    expect(defaultLanguage([te, { name: 'English (India)', code: 'x' }])?.code).toBe('x');
    expect(defaultLanguage([te])).toBe(te);
    expect(defaultLanguage([])).toBeUndefined();
  });
  it('picks Telangana and Hyderabad, also when named in another script', () => {
    const states = [place('Andhra Pradesh'), place('Telangana', ['తెలంగాణ', 'TG'])];
    expect(defaultState(states)?.englishName).toBe('Telangana');
    const nativeOnly = [
      { englishName: 'x', searchTerms: ['తెలంగాణ'] },
      { englishName: 'y', searchTerms: ['Telangana'] },
    ];
    expect(defaultState(nativeOnly)?.englishName).toBe('y');
    expect(defaultDistrict([place('Warangal'), place('Hyderabad')])?.englishName).toBe('Hyderabad');
  });
  it('falls back to the first place when the default is missing', () => {
    expect(defaultState([place('Kerala'), place('Goa')])?.englishName).toBe('Kerala');
  });
});

describe('wizard search (docs/product/reading.md, "Location wizard")', () => {
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
