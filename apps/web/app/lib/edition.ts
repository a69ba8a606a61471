import { graphemes } from '@vaarta/core/text';
import type { Language } from '../api/places';

/**
 * The reader's edition (docs/product/reading.md, "Editions"): a content language, a state and a
 * district.
 */
export interface EditionPlace {
  id: string;
  name: string;
}
export interface Edition {
  language: Language | null;
  state: EditionPlace | null;
  district: EditionPlace | null;
}
export interface EditionIds {
  languageId: string | null;
  stateId: string | null;
  districtId: string | null;
}

export const EMPTY_EDITION: Edition = { language: null, state: null, district: null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The edition cookie holds three ids joined by dots; a part may be empty. */
export function parseEditionCookie(value: string | undefined): EditionIds | null {
  if (!value) return null;
  const [languageId = '', stateId = '', districtId = ''] = value.split('.');
  const id = (part: string) => (UUID.test(part) ? part : null);
  return { languageId: id(languageId), stateId: id(stateId), districtId: id(districtId) };
}

export function formatEditionCookie(edition: Edition): string {
  return [edition.language?.id ?? '', edition.state?.id ?? '', edition.district?.id ?? ''].join(
    '.',
  );
}

export const isComplete = (edition: Edition) =>
  Boolean(edition.language && edition.state && edition.district);

/**
 * The number of wizard steps done (0–3), for the mobile menu's progress (docs/product/reading.md,
 * "Mobile menu").
 */
export const stepsDone = (edition: Edition) =>
  edition.language ? (edition.state ? (edition.district ? 3 : 2) : 1) : 0;

/**
 * The first step the wizard opens at: the first one missing, else the first
 * (docs/product/reading.md, "Defaults").
 */
export function firstMissingStep(edition: Edition): 1 | 2 | 3 {
  if (!edition.language) return 1;
  if (!edition.state) return 2;
  if (!edition.district) return 3;
  return 1;
}

const firstLetters = (text: string, count: number) =>
  graphemes(text.trim()).slice(0, count).join('');

/**
 * The location button's short form on small screens (docs/product/reading.md, "Header"): the first
 * 2 letters of language, state and district; with only a language, its first 3 letters and '...'.
 */
export function shortEditionLabel(edition: Edition): string | null {
  const { language, state, district } = edition;
  if (!language) return null;
  if (!state) return `${firstLetters(language.name, 3)}...`;
  return [language, state, district]
    .filter((part): part is EditionPlace => Boolean(part))
    .map((part) => firstLetters(part.name, 2))
    .join(' · ');
}

export function longEditionLabel(edition: Edition): string | null {
  const parts = [edition.language, edition.state, edition.district].filter(Boolean);
  return parts.length ? parts.map((p) => p!.name).join(' · ') : null;
}
