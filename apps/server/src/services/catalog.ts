import { and, asc, eq } from 'drizzle-orm';
import type { Category, District, Language, State } from '@vaarta/core/entities/places';
import { DEFAULT_LANGUAGE_CODE, LOCALE_OF, type LanguageCode } from '@vaarta/core/constants';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../lib/http-error.ts';

const RELOAD_AFTER_MS = 60_000;

const collators = new Map<string, Intl.Collator>();

/** Alphabetical order as a reader of that language expects, whatever the database collation. */
function byName(language: Language) {
  const locale = LOCALE_OF[language.language_code as LanguageCode] ?? 'en-IN';
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
}

/** Names of categories, states and districts per language, for labelling news rows. */
export interface NameBook {
  category(categoryId: string, languageId: string): { name: string; slug: string } | undefined;
  state(stateId: string | null, languageId: string): string | null;
  district(districtId: string | null, languageId: string): string | null;
  language(languageId: string): string | undefined;
  languageCode(languageId: string): LanguageCode | undefined;
}

interface Snapshot {
  loadedAt: number;
  names: NameBook;
  languages: Language[];
  languageById: Map<string, Language>;
  categoryIds: Set<string>;
  stateIds: Set<string>;
  districtStates: Map<string, string>;
  /** The lists readers are shown (categories, states, districts), per language, made once. */
  lists: Map<string, Promise<unknown[]>>;
}

/**
 * Languages, categories, states and districts: small, read on every request, changed by
 * editors rarely. Ids are checked against a snapshot reloaded every minute, and the lists each
 * language shows are read once per snapshot: every page of every edition shows them.
 */
export class CatalogService {
  private snapshot: Promise<Snapshot> | null = null;
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  private async load(): Promise<Snapshot> {
    const [
      languages,
      categoryRows,
      stateRows,
      districtRows,
      categoryNames,
      stateNames,
      districtNames,
    ] = await Promise.all([
      this.db
        .select()
        .from(t.languages)
        .where(eq(t.languages.isActive, true))
        .orderBy(asc(t.languages.sortOrder)),
      this.db.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories),
      this.db.select({ id: t.states.id }).from(t.states),
      this.db.select({ id: t.districts.id, stateId: t.districts.stateId }).from(t.districts),
      this.db.select().from(t.categoryNames),
      this.db.select().from(t.stateNames),
      this.db.select().from(t.districtNames),
    ]);
    const key = (id: string, languageId: string) => `${id}|${languageId}`;
    const slugs = new Map(categoryRows.map((c) => [c.id, c.slug]));
    const categoryName = new Map(
      categoryNames.map((n) => [key(n.categoryId, n.languageId), n.name]),
    );
    const stateName = new Map(stateNames.map((n) => [key(n.stateId, n.languageId), n.name]));
    const districtName = new Map(
      districtNames.map((n) => [key(n.districtId, n.languageId), n.name]),
    );
    const languageName = new Map(languages.map((l) => [l.id, l.name]));
    const languageCode = new Map(languages.map((l) => [l.id, l.code as LanguageCode]));
    const names: NameBook = {
      category(categoryId, languageId) {
        const slug = slugs.get(categoryId);
        const name = categoryName.get(key(categoryId, languageId));
        return slug && name ? { name, slug } : undefined;
      },
      state: (stateId, languageId) =>
        stateId ? (stateName.get(key(stateId, languageId)) ?? null) : null,
      district: (districtId, languageId) =>
        districtId ? (districtName.get(key(districtId, languageId)) ?? null) : null,
      language: (languageId) => languageName.get(languageId),
      languageCode: (languageId) => languageCode.get(languageId),
    };
    const shaped = languages.map((l) => ({
      id: l.id,
      language_name: l.name,
      language_code: l.code,
      english_name: l.englishName,
      icon: l.icon,
      is_active: l.isActive,
    }));
    return {
      loadedAt: Date.now(),
      names,
      languages: shaped,
      languageById: new Map(shaped.map((l) => [l.id, l])),
      categoryIds: new Set(categoryRows.map((r) => r.id)),
      stateIds: new Set(stateRows.map((r) => r.id)),
      districtStates: new Map(districtRows.map((r) => [r.id, r.stateId])),
      lists: new Map(),
    };
  }

  private async current(): Promise<Snapshot> {
    const loading = this.snapshot;
    if (loading) {
      const snapshot = await loading;
      if (Date.now() - snapshot.loadedAt < RELOAD_AFTER_MS) return snapshot;
    }
    const next = this.load();
    this.snapshot = next;
    next.catch(() => {
      if (this.snapshot === next) this.snapshot = null;
    });
    return next;
  }

  /** A list of the current snapshot, read from the database the first time it is asked for. */
  private async listOf<T>(key: string, read: () => Promise<T[]>): Promise<T[]> {
    const { lists } = await this.current();
    let list = lists.get(key) as Promise<T[]> | undefined;
    if (!list) {
      const reading = read();
      list = reading;
      lists.set(key, reading);
      reading.catch(() => {
        if (lists.get(key) === reading) lists.delete(key);
      });
    }
    return list;
  }

  /** Forget the snapshot (after an editorial change to the catalogue). */
  invalidate(): void {
    this.snapshot = null;
  }

  /** Names in every language, from the current snapshot (no query per news row). */
  async names(): Promise<NameBook> {
    return (await this.current()).names;
  }

  async languages(): Promise<Language[]> {
    return (await this.current()).languages;
  }

  /** The asked language, or the default (English) when none is given. */
  async language(languageId: string | undefined): Promise<Language> {
    const snapshot = await this.current();
    if (languageId === undefined) {
      const fallback = snapshot.languages.find((l) => l.language_code === DEFAULT_LANGUAGE_CODE);
      if (!fallback)
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'No content languages are set up yet.');
      return fallback;
    }
    const language = snapshot.languageById.get(languageId);
    if (!language) throw new HttpError(404, 'NOT_FOUND', `Language not found: ${languageId}`);
    return language;
  }

  async assertCategories(ids: string[]): Promise<void> {
    const { categoryIds } = await this.current();
    const unknown = ids.find((id) => !categoryIds.has(id));
    if (unknown) throw new HttpError(404, 'NOT_FOUND', `Category not found: ${unknown}`);
  }

  /**
   * A place given in a form: the district's own state when only the district is named; a state
   * and a district that do not belong together, or an unknown one, is a 422 in plain words.
   */
  async placeOf(
    stateId: string | null | undefined,
    districtId: string | null,
  ): Promise<{ stateId: string | null; districtId: string | null }> {
    const { stateIds, districtStates } = await this.current();
    if (stateId && !stateIds.has(stateId)) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        'Unknown state. Please choose one from the list.',
      );
    }
    if (!districtId) return { stateId: stateId ?? null, districtId: null };
    const districtState = districtStates.get(districtId);
    if (!districtState) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        'Unknown district. Please choose one from the list.',
      );
    }
    if (stateId && stateId !== districtState) {
      throw new HttpError(422, 'UNPROCESSABLE_ENTITY', 'The district is not in the chosen state.');
    }
    return { stateId: districtState, districtId };
  }

  /** Refuses (422) a language or category id a form names that does not exist. */
  async assertLanguageAndCategory(languageId: string, categoryId: string): Promise<void> {
    const { languageById, categoryIds } = await this.current();
    if (!languageById.has(languageId)) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        'Unknown language. Please choose one from the list.',
      );
    }
    if (!categoryIds.has(categoryId)) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        'Unknown category. Please choose one from the list.',
      );
    }
  }

  /** The ids in `ids` that are not districts (or languages, with `kind`). */
  async unknownIds(kind: 'language' | 'district', ids: readonly string[]): Promise<string[]> {
    const { languageById, districtStates } = await this.current();
    const known = kind === 'language' ? languageById : districtStates;
    return ids.filter((id) => !known.has(id));
  }

  /** Checks a state and district filter, including that the district lies in the state. */
  async assertPlace(stateId: string | undefined, districtId: string | undefined): Promise<void> {
    const { stateIds, districtStates } = await this.current();
    if (stateId && !stateIds.has(stateId)) {
      throw new HttpError(404, 'NOT_FOUND', `State not found: ${stateId}`);
    }
    if (districtId) {
      const districtState = districtStates.get(districtId);
      if (!districtState)
        throw new HttpError(404, 'NOT_FOUND', `District not found: ${districtId}`);
      if (stateId && districtState !== stateId) {
        throw new HttpError(400, 'BAD_REQUEST', 'district_id does not belong to state_id');
      }
    }
  }

  async categories(languageId: string | undefined): Promise<Category[]> {
    const language = await this.language(languageId);
    return this.listOf(`categories|${language.id}`, () => this.readCategories(language));
  }

  private async readCategories(language: Language): Promise<Category[]> {
    const rows = await this.db
      .select({
        category: t.categories,
        name: t.categoryNames.name,
        description: t.categoryNames.description,
      })
      .from(t.categories)
      .innerJoin(
        t.categoryNames,
        and(
          eq(t.categoryNames.categoryId, t.categories.id),
          eq(t.categoryNames.languageId, language.id),
        ),
      )
      .where(and(eq(t.categories.isActive, true), eq(t.categories.isDeleted, false)))
      .orderBy(asc(t.categories.sortOrder));
    return rows.map(({ category, name, description }) => ({
      id: category.id,
      category_name: name,
      slug: category.slug,
      description,
      language_id: language.id,
      icon: category.icon,
      color: category.color,
      sort_order: category.sortOrder,
      is_active: category.isActive,
      created_at: category.createdAt.toISOString(),
      updated_at: category.updatedAt.toISOString(),
    }));
  }

  async states(languageId: string | undefined): Promise<State[]> {
    const language = await this.language(languageId);
    return this.listOf(`states|${language.id}`, () => this.readStates(language));
  }

  private async readStates(language: Language): Promise<State[]> {
    const rows = await this.db
      .select({ state: t.states, name: t.stateNames.name })
      .from(t.states)
      .innerJoin(
        t.stateNames,
        and(eq(t.stateNames.stateId, t.states.id), eq(t.stateNames.languageId, language.id)),
      )
      .where(and(eq(t.states.isActive, true), eq(t.states.isDeleted, false)));
    rows.sort(byName(language));
    return rows.map(({ state, name }) => ({
      id: state.id,
      state_name: name,
      name,
      state_code: state.code,
      type: state.type,
      english_name: state.englishName,
      search_terms: state.searchTerms,
      language_id: language.id,
      isDeleted: state.isDeleted,
      is_active: state.isActive,
    }));
  }

  async districts(
    languageId: string | undefined,
    stateId: string | undefined,
  ): Promise<District[]> {
    const language = await this.language(languageId);
    await this.assertPlace(stateId, undefined);
    return this.listOf(`districts|${language.id}|${stateId ?? ''}`, () =>
      this.readDistricts(language, stateId),
    );
  }

  private async readDistricts(
    language: Language,
    stateId: string | undefined,
  ): Promise<District[]> {
    const rows = await this.db
      .select({ district: t.districts, name: t.districtNames.name })
      .from(t.districts)
      .innerJoin(
        t.districtNames,
        and(
          eq(t.districtNames.districtId, t.districts.id),
          eq(t.districtNames.languageId, language.id),
        ),
      )
      .where(
        and(
          eq(t.districts.isActive, true),
          eq(t.districts.isDeleted, false),
          stateId ? eq(t.districts.stateId, stateId) : undefined,
        ),
      );
    rows.sort(byName(language));
    return rows.map(({ district, name }) => ({
      id: district.id,
      name,
      district_code: district.code,
      english_name: district.englishName,
      search_terms: district.searchTerms,
      language_id: language.id,
      state_id: district.stateId,
      isDeleted: district.isDeleted,
      is_active: district.isActive,
    }));
  }
}
