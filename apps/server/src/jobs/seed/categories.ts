import { LANGUAGE_CODES } from '@vaarta/core/constants';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { CATEGORIES } from './catalog.ts';
import type { LanguageIds } from './languages.ts';

/** The news categories named in every language; answers each category's id by its slug. */
export async function seedCategories(db: Db, languageIds: LanguageIds) {
  const rows = await db
    .insert(t.categories)
    .values(
      CATEGORIES.map((c, i) => ({ slug: c.slug, icon: c.icon, color: c.color, sortOrder: i })),
    )
    .returning({ id: t.categories.id, slug: t.categories.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await db.insert(t.categoryNames).values(
    CATEGORIES.flatMap((c) =>
      LANGUAGE_CODES.map((code) => ({
        categoryId: ids.get(c.slug)!,
        languageId: languageIds.get(code)!,
        name: c.names[code],
        description: c.descriptions[code],
      })),
    ),
  );
  return ids;
}
