import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media/media-store.ts';
import * as t from '../../db/schema.ts';
import { buildMissingEditions } from '../../services/epaper-print/build-editions.ts';
import { seedArticles } from './articles.ts';
import { STANDARD_ROLES } from '../../services/roles.ts';
import { CATEGORIES, LANGUAGES, MANDI_ITEMS } from './catalog.ts';
import { seedCategories } from './categories.ts';
import { seedLanguagesAndRoles } from './languages.ts';
import { seedMandi } from './mandi.ts';
import { seedPlaces } from './places.ts';

export interface SeedOptions {
  db: Db;
  media: MediaStore;
  now?: Date;
  log?: (message: string) => void;
  /** E-paper PDFs take a few seconds; tests that do not need them skip them. */
  epapers?: boolean;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.languages);
  return (row?.n ?? 0) === 0;
}

/** Seeds everything a reader needs on first start, in one transaction per part, with progress. */
export async function seed(options: SeedOptions): Promise<void> {
  const { db, media } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const started = performance.now();
  const step = (message: string) =>
    log(`seed: ${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const languageIds = await seedLanguagesAndRoles(db);
  step(`${LANGUAGES.length} languages, ${STANDARD_ROLES.length} roles`);
  const places = await seedPlaces(db, languageIds);
  step(`${places.states} states and union territories, ${places.districts} districts`);
  const categoryIds = await seedCategories(db, languageIds);
  step(`${CATEGORIES.length} categories in ${LANGUAGES.length} languages`);
  const articles = await seedArticles(db, media, now, languageIds, categoryIds, log);
  step(`${articles} articles with images`);
  const prices = await seedMandi(db, languageIds, now);
  step(`${MANDI_ITEMS.length} mandi commodities, ${prices} dated prices`);
  if (options.epapers !== false) {
    const editions = await buildMissingEditions({ db, media, now, log });
    step(`${editions} e-newspaper editions`);
  }
}
