import { z } from 'zod';

/**
 * Characters no reader types: C0 controls but tab, line feed and carriage return, DEL and the
 * C1 controls. A NUL cannot even be stored in PostgreSQL text.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';

/** Where in `value` (any JSON) a string holds a control character: key paths, first few. */
function pathsWithControlCharacters(
  value: unknown,
  path: (string | number)[] = [],
  found: (string | number)[][] = [],
): (string | number)[][] {
  if (found.length >= 5) return found;
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => pathsWithControlCharacters(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) found.push([...path, key]);
      pathsWithControlCharacters(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Refuses any string (or key) with a control character in whatever it is given: the server puts
 * every body, query and path through it once the route's own rules have passed.
 */
export const noControlCharacters = z.unknown().superRefine((value, ctx) => {
  for (const path of pathsWithControlCharacters(value)) {
    ctx.addIssue({ code: 'custom', message: CONTROL_CHARACTER_MESSAGE, path });
  }
});
