import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { editsLanguage } from '@vaarta/core/newsroom-rules';
import { HttpError } from '../../lib/http-error.ts';
import type { Staff } from './people.ts';

/**
 * The rows of a desk's list the caller may see, by their language `column`: every language for
 * an Admin, the caller's languages for an editor (none without an assignment), narrowed to
 * `languageId` when the list asks for one — 403 with `refusal` if it is not the caller's.
 */
export function inLanguagesOf(
  staff: Staff,
  column: PgColumn,
  languageId: string | undefined,
  refusal: string,
): SQL | undefined {
  if (languageId) {
    if (!editsLanguage(staff, languageId)) throw new HttpError(403, 'FORBIDDEN', refusal);
    return eq(column, languageId);
  }
  if (staff.roleType === 'admin') return undefined;
  return staff.roleType === 'editor' && staff.languageIds.length > 0
    ? inArray(column, [...staff.languageIds])
    : sql`false`;
}
