import {
  categoryPath,
  editionPath,
  languagePath,
  placeSlug,
  type EditionPlace,
} from '@vaarta/core/addresses';
import type { LanguageCode } from '@vaarta/core/constants';
import type { Language } from '@vaarta/core/entities/places';
import type { CatalogService } from './catalog.ts';

/** A list a public address shows: a language's news, an edition's, or a category's of one. */
export interface PublicList {
  path: string;
  language: Language;
  code: LanguageCode;
  stateId?: string;
  districtId?: string;
  categoryId?: string;
  categoryName?: string;
  /** The list's name in its language, for a feed's title. */
  title: string;
}

/** What a list address names, by its slugs (the first page of it). */
export interface ListSlugs {
  language: string;
  state?: string;
  district?: string;
  category?: string;
}

/**
 * The public lists of the catalogue by their addresses (packages/core/src/addresses.ts): every
 * language, edition and category of an edition, and the one an address names. The catalogue's
 * lists are kept in memory, so none of this costs a query once they are read.
 */
export class PublicLists {
  private readonly catalog: CatalogService;

  constructor(catalog: CatalogService) {
    this.catalog = catalog;
  }

  async languages(): Promise<{ language: Language; code: LanguageCode }[]> {
    const languages = await this.catalog.languages();
    return languages.map((language) => ({
      language,
      code: language.language_code as LanguageCode,
    }));
  }

  /** Every edition of a language, state by state, with the catalogue's names in its script. */
  async editions(language: Language, code: LanguageCode) {
    const [states, districts] = await Promise.all([
      this.catalog.states(language.id),
      this.catalog.districts(language.id, undefined),
    ]);
    const stateById = new Map(states.map((state) => [state.id, state]));
    return districts.flatMap((district) => {
      const state = stateById.get(district.state_id);
      if (!state) return [];
      const place: EditionPlace = {
        language: code,
        state: placeSlug(state.english_name),
        district: placeSlug(district.english_name),
      };
      return [{ place, state, district, path: editionPath(place) }];
    });
  }

  async categories(language: Language) {
    return this.catalog.categories(language.id);
  }

  /** The list an address's slugs name, or null when the catalogue has no such list. */
  async find(slugs: ListSlugs): Promise<PublicList | null> {
    const found = (await this.languages()).find(({ code }) => code === slugs.language);
    if (!found) return null;
    const { language, code } = found;
    if (!slugs.state || !slugs.district) {
      return { path: languagePath(code), language, code, title: language.language_name };
    }
    const edition = (await this.editions(language, code)).find(
      ({ place }) => place.state === slugs.state && place.district === slugs.district,
    );
    if (!edition) return null;
    const base = {
      language,
      code,
      stateId: edition.state.id,
      districtId: edition.district.id,
    };
    if (!slugs.category) {
      return {
        ...base,
        path: edition.path,
        title: `${edition.district.name}, ${edition.state.name}`,
      };
    }
    const category = (await this.categories(language)).find((c) => c.slug === slugs.category);
    if (!category) return null;
    return {
      ...base,
      path: categoryPath({ ...edition.place, category: category.slug }),
      categoryId: category.id,
      categoryName: category.category_name,
      title: `${category.category_name} · ${edition.district.name}, ${edition.state.name}`,
    };
  }
}
