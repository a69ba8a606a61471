import { eq } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import { foldForSearch, slugify } from '@vaarta/core/text';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { loadPlaces } from './data-files.ts';
import type { LanguageIds } from './languages.ts';

function searchTermsOf(names: Record<LanguageCode, string>, aliases: string[], code: string) {
  return [...new Set([code, ...Object.values(names), ...aliases].map(foldForSearch))];
}

/** District keys are "STATE/English name", as the article plan and mandi markets name them. */
export type DistrictKey = `${string}/${string}`;

/** Every state and union territory with its districts, named in every language. */
export async function seedPlaces(db: Db, languageIds: LanguageIds) {
  const places = await loadPlaces();
  let districtCount = 0;
  await db.transaction(async (tx) => {
    for (const place of places) {
      const [state] = await tx
        .insert(t.states)
        .values({
          code: place.code,
          type: place.type,
          englishName: place.name.en,
          searchTerms: searchTermsOf(place.name, place.aliases, place.code),
        })
        .returning({ id: t.states.id });
      const stateId = state!.id;
      await tx.insert(t.stateNames).values(
        LANGUAGE_CODES.map((code) => ({
          stateId,
          languageId: languageIds.get(code)!,
          name: place.name[code],
        })),
      );
      const districtRows = await tx
        .insert(t.districts)
        .values(
          place.districts.map((d) => ({
            stateId,
            code: `${place.code}-${slugify(d.name.en)}`,
            englishName: d.name.en,
            searchTerms: searchTermsOf(d.name, d.aliases, place.code),
          })),
        )
        .returning({ id: t.districts.id });
      await tx.insert(t.districtNames).values(
        place.districts.flatMap((d, i) =>
          LANGUAGE_CODES.map((code) => ({
            districtId: districtRows[i]!.id,
            languageId: languageIds.get(code)!,
            name: d.name[code],
          })),
        ),
      );
      districtCount += place.districts.length;
    }
  });
  return { states: places.length, districts: districtCount };
}

/** Each district's id and state id by its key, for the parts seeded after places. */
export async function districtIndex(
  db: Db,
): Promise<Map<DistrictKey, { id: string; stateId: string }>> {
  const rows = await db
    .select({
      id: t.districts.id,
      stateId: t.districts.stateId,
      name: t.districts.englishName,
      stateCode: t.states.code,
    })
    .from(t.districts)
    .innerJoin(t.states, eq(t.states.id, t.districts.stateId));
  return new Map(rows.map((r) => [`${r.stateCode}/${r.name}` as DistrictKey, r]));
}
