import type { LanguageCode } from '@vaarta/core/constants';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { ensureStandardRoles } from '../../services/roles.ts';
import { LANGUAGES } from './catalog.ts';

/** The database id of each content language. */
export type LanguageIds = Map<LanguageCode, string>;

/** The content languages and the roles; answers each language's id. */
export async function seedLanguagesAndRoles(db: Db): Promise<LanguageIds> {
  const rows = await db
    .insert(t.languages)
    .values(LANGUAGES.map((l, i) => ({ ...l, sortOrder: i })))
    .returning({ id: t.languages.id, code: t.languages.code });
  await ensureStandardRoles(db);
  return new Map(rows.map((r) => [r.code as LanguageCode, r.id]));
}
