import { describe, expect, it } from 'vitest';
import {
  firstMissingStep,
  formatEditionCookie,
  parseEditionCookie,
  shortEditionLabel,
  stepsDone,
  type Edition,
} from './edition';

const language = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'English',
  code: 'en',
  englishName: 'English',
  icon: '',
};
const state = { id: '22222222-2222-4222-8222-222222222222', name: 'Telangana' };
const district = { id: '33333333-3333-4333-8333-333333333333', name: 'Hyderabad' };
const full: Edition = { language, state, district };

describe('the location button short form (docs/product/reading.md, "Header")', () => {
  it('shows the first 2 letters of language, state and district', () => {
    expect(shortEditionLabel(full)).toBe('En · Te · Hy');
  });
  it('shows the first 3 letters of the language and ... when only it is chosen', () => {
    expect(shortEditionLabel({ language, state: null, district: null })).toBe('Eng...');
  });
  it('keeps Indic letters whole', () => {
    const telugu = { ...language, name: 'తెలుగు' };
    expect(
      shortEditionLabel({ language: telugu, state: { ...state, name: 'తెలంగాణ' }, district }),
    ).toBe('తెలు · తెలం · Hy');
  });
  it('has nothing to show without a language', () => {
    expect(shortEditionLabel({ language: null, state: null, district: null })).toBeNull();
  });
});

describe('the wizard opens at the first missing step (docs/product/reading.md, "Defaults")', () => {
  it('language, then state, then district, else step 1', () => {
    expect(firstMissingStep({ language: null, state: null, district: null })).toBe(1);
    expect(firstMissingStep({ language, state: null, district: null })).toBe(2);
    expect(firstMissingStep({ language, state, district: null })).toBe(3);
    expect(firstMissingStep(full)).toBe(1);
    expect(stepsDone({ language, state, district: null })).toBe(2);
  });
});

describe('the edition cookie', () => {
  it('round-trips the three ids and drops anything that is not an id', () => {
    expect(parseEditionCookie(formatEditionCookie(full))).toEqual({
      languageId: language.id,
      stateId: state.id,
      districtId: district.id,
    });
    expect(parseEditionCookie(`${language.id}.x.`)).toEqual({
      languageId: language.id,
      stateId: null,
      districtId: null,
    });
    expect(parseEditionCookie(undefined)).toBeNull();
  });
});
