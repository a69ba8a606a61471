import { createContext, type MiddlewareFunction } from 'react-router';
import type { ResolvedPage } from '@vaarta/web-contract/server-contract';
import { fetchCategories, type Category } from '../api/categories';
import { readsOnce, type PageReads } from '../api/page-reads';
import {
  fetchDistricts,
  fetchLanguages,
  fetchStates,
  type District,
  type Language,
  type State,
} from '../api/places';
import { parseAddress } from '@vaarta/core/addresses';
import { languageOfPath } from '@vaarta/core/discovery-paths';
import {
  addressContext,
  editionIdsOf,
  findArticle,
  findList,
  type FoundAddress,
} from './address.server';
import { readsContext } from './context';
import { pagePathOf } from './html-only-data';
import { COOKIES, parseCookies } from './cookies';
import { parseEditionCookie, type Edition, type EditionIds } from './edition';
import { defaultDistrict, defaultLanguage, defaultState } from './selection';

export interface ResolvedEdition {
  edition: Edition;
  languages: Language[];
  categories: Category[];
  /**
   * True when nothing was saved and the defaults were applied (docs/product/reading.md,
   * "Defaults").
   */
  defaulted: boolean;
  /** The categories could not be loaded: the page still renders, without them. */
  categoriesFailed: boolean;
}

/**
 * The reader's edition as one request sees it. Each part is asked of the API once at most, and
 * only when a loader wants it: a page's loaders share the answers (docs/decisions/0056).
 */
export interface RequestEdition {
  /** Every content language. */
  languages(): Promise<Language[]>;
  /** The edition's content language: the saved one, else the default; null if it is gone. */
  language(): Promise<Language | null>;
  /** That language's categories; rejects with the API's error when they cannot be loaded. */
  categories(): Promise<Category[]>;
  /** The states, named in the edition's language (none without one). */
  states(): Promise<State[]>;
  /** A state's districts, named in the edition's language (none without one). */
  districts(stateId: string): Promise<District[]>;
  /**
   * The language, state and district the page shows: each saved one checked against the lists
   * (an unknown or inactive one is left out, as is what hangs on it), or the defaults.
   */
  selection(): Promise<Edition>;
  /** The whole edition: language, state and district, with the lists the page shows. */
  resolve(): Promise<ResolvedEdition>;
  /** Nothing was saved: the defaults apply. */
  defaulted: boolean;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => (answer ??= load());
}

/** The edition saved in the request's `Cookie` header, if any. */
export function savedEdition(cookieHeader: string | null): EditionIds | null {
  return parseEditionCookie(parseCookies(cookieHeader)[COOKIES.edition]);
}

/**
 * An edition (the one an address shows, or the one saved in the cookie), checked against the
 * API's lists. With no saved selection the defaults apply: English, Telangana, Hyderabad
 * (docs/product/reading.md). A partial selection stays partial: the wizard opens at its first
 * missing step.
 */
export function requestEdition(reads: PageReads, saved: EditionIds | null): RequestEdition {
  const defaulted = saved === null;

  const languages = once(() => fetchLanguages(reads));
  const language = once(async () => {
    const all = await languages();
    return (defaulted ? defaultLanguage(all) : all.find((l) => l.id === saved.languageId)) ?? null;
  });
  const categories = once(async () => {
    const chosen = await language();
    return chosen ? fetchCategories(reads, chosen.id) : [];
  });

  const states = once(async () => {
    const chosen = await language();
    return chosen ? fetchStates(reads, chosen.id) : [];
  });
  const districtsOf = new Map<string, Promise<District[]>>();
  const districts = (stateId: string) => {
    let list = districtsOf.get(stateId);
    if (!list) {
      list = language().then((chosen) => (chosen ? fetchDistricts(reads, chosen.id, stateId) : []));
      districtsOf.set(stateId, list);
    }
    return list;
  };

  const selection = once(async (): Promise<Edition> => {
    const chosen = await language();
    let state: Edition['state'] = null;
    let district: Edition['district'] = null;
    if (chosen && (defaulted || saved?.stateId)) {
      const all = await states();
      const found = defaulted ? defaultState(all) : all.find((s) => s.id === saved?.stateId);
      state = found ? { id: found.id, name: found.name } : null;
    }
    if (chosen && state && (defaulted || saved?.districtId)) {
      const all = await districts(state.id);
      const found = defaulted ? defaultDistrict(all) : all.find((d) => d.id === saved?.districtId);
      district = found ? { id: found.id, name: found.name } : null;
    }
    return { language: chosen, state, district };
  });

  const resolve = once(async (): Promise<ResolvedEdition> => {
    // Asked for beside the state and district; a failure leaves the rest of the page working.
    const categoryList = categories().then(
      (list) => ({ list, failed: false }),
      () => ({ list: [] as Category[], failed: true }),
    );
    const edition = await selection();
    const { list, failed } = await categoryList;
    return {
      edition,
      languages: await languages(),
      categories: list,
      defaulted,
      categoriesFailed: failed,
    };
  });

  return { languages, language, categories, states, districts, selection, resolve, defaulted };
}

/** The request's edition, for every loader of the page. */
export const editionContext = createContext<RequestEdition>();

/** What a page request's loaders share: what its public address names, and its edition. */
export interface ResolvedRequest extends ResolvedPage {
  address: FoundAddress | null;
  edition: RequestEdition;
}

/**
 * A public address (docs/decisions/0110) shows the edition it names, whatever the cookie says
 * (null when the catalogue knows it not); a language's search page, the reader's saved edition
 * when it is in that language, else the language alone; any other page, the saved one.
 */
export async function resolveRequest(
  reads: PageReads,
  path: string,
  cookieHeader: string | null,
): Promise<ResolvedRequest> {
  const address = parseAddress(path);
  if (!address) {
    const saved = savedEdition(cookieHeader);
    const searched = languageOfPath(path);
    const language = searched
      ? (await fetchLanguages(reads)).find((l) => l.code === searched)
      : undefined;
    const edition =
      !language || saved?.languageId === language.id
        ? saved
        : { languageId: language.id, stateId: null, districtId: null };
    return { resolvedFor: path, address: null, edition: requestEdition(reads, edition) };
  }
  const once = readsOnce(reads);
  const found =
    address.kind === 'article' ? await findArticle(once, address) : await findList(once, address);
  const nothing = { languageId: null, stateId: null, districtId: null };
  return {
    resolvedFor: path,
    address: found,
    edition: requestEdition(once, found ? editionIdsOf(found) : nothing),
  };
}

/**
 * What the page cache's variant computation resolved for this request (page-variant.server.ts),
 * handed over by the server; null when it did not run.
 */
export const resolvedByVariantContext = createContext<ResolvedRequest | null>(null);

/**
 * Runs before a request's loaders (root middleware): the address and edition they share,
 * resolved once a request: taken over from the variant computation when it resolved this page.
 */
export const editionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const path = pagePathOf(request);
  const handed = context.get(resolvedByVariantContext);
  const resolved =
    handed?.resolvedFor === path
      ? handed
      : await resolveRequest(context.get(readsContext), path, request.headers.get('cookie'));
  context.set(addressContext, resolved.address);
  context.set(editionContext, resolved.edition);
};
