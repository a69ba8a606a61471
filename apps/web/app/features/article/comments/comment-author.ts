import { graphemes } from '@vaarta/core/text';

/**
 * Comment author (docs/product/engagement.md, "Comments"): who wrote a comment, read from whichever
 * name fields a server sends. Our server resolves `userName`; an upstream may send other shapes,
 * and this rule reads them all.
 */

const NAME_FIELDS = [
  'userName',
  'user_name',
  'username',
  'authorName',
  'author_name',
  'displayName',
  'display_name',
  'fullName',
  'full_name',
  'name',
] as const;
const NESTED_OBJECTS = ['user', 'author', 'profile', 'person'] as const;
const FIRST_NAME_FIELDS = ['firstName', 'first_name'] as const;
const LAST_NAME_FIELDS = ['lastName', 'last_name'] as const;
/** The last resort accepts only letters (with their vowel signs) and spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

function firstText(fields: Fields, keys: readonly string[]): string {
  for (const key of keys) {
    const value = text(fields[key]);
    if (value) return value;
  }
  return '';
}

function namedIn(fields: Fields): string {
  return firstText(fields, NAME_FIELDS);
}

function firstAndLast(fields: Fields): string {
  const first = firstText(fields, FIRST_NAME_FIELDS);
  const last = firstText(fields, LAST_NAME_FIELDS);
  return first && last ? `${first} ${last}` : '';
}

/**
 * Any other name-like field (`nickname`, a lone `firstName`…) that holds letters and spaces
 * only, longer than one character. Fields not named like names (`content`, `status`) are never
 * taken for one.
 */
function lastResort(fields: Fields): string {
  for (const [key, value] of Object.entries(fields)) {
    if (!/name/i.test(key)) continue;
    const candidate = text(value);
    if (LETTERS_AND_SPACES.test(candidate) && graphemes(candidate).length > 1) return candidate;
  }
  return '';
}

export interface CommentAuthor {
  /** The name to show, or null when the comment names no one (the 'Anonymous User'). */
  name: string | null;
  /** The avatar's letter: the name's first letter, or the anonymous label's ('A'). */
  initial: string;
}

/**
 * The display name is the first non-empty name field of the comment, then of its nested user,
 * author, profile or person object; else first and last name when both exist; else a last
 * scan of the other name-like fields; else anonymous.
 */
export function commentAuthor(comment: unknown, anonymousLabel = 'Anonymous User'): CommentAuthor {
  const top = isObject(comment) ? comment : {};
  const nested = NESTED_OBJECTS.map((key) => top[key]).filter(isObject);
  const objects = [top, ...nested];
  const name =
    objects.map(namedIn).find(Boolean) ||
    objects.map(firstAndLast).find(Boolean) ||
    objects.map(lastResort).find(Boolean) ||
    null;
  return { name, initial: avatarInitial(name ?? anonymousLabel) };
}

/** The first letter (a whole syllable in Indic scripts), upper-cased where the script has case. */
export function avatarInitial(name: string): string {
  return (graphemes(name.trim())[0] ?? '').toLocaleUpperCase();
}
