import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { TestServer } from './harness.ts';

/** Ids of the seeded catalogue by their stable names, read once from the test database. */
export async function catalogIds(server: TestServer) {
  const db = server.database.db;
  const [languages, categories, mandiCategories, states, districts] = await Promise.all([
    db.select({ id: t.languages.id, key: t.languages.code }).from(t.languages),
    db.select({ id: t.categories.id, key: t.categories.slug }).from(t.categories),
    db.select({ id: t.mandiCategories.id, key: t.mandiCategories.slug }).from(t.mandiCategories),
    db.select({ id: t.states.id, key: t.states.code }).from(t.states),
    db
      .select({ id: t.districts.id, state: t.states.code, name: t.districts.englishName })
      .from(t.districts)
      .innerJoin(t.states, eq(t.states.id, t.districts.stateId)),
  ]);
  const finder = (rows: { id: string; key: string }[], what: string) => (key: string) => {
    const row = rows.find((r) => r.key === key);
    if (!row) throw new Error(`no seeded ${what} ${key}`);
    return row.id;
  };
  return {
    language: finder(languages, 'language'),
    category: finder(categories, 'category'),
    mandiCategory: finder(mandiCategories, 'mandi category'),
    state: finder(states, 'state'),
    district: finder(
      districts.map((d) => ({ id: d.id, key: `${d.state}/${d.name}` })),
      'district',
    ),
  };
}
