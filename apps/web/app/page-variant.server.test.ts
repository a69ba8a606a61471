import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './api/fake-api';
import { pageAddress, pageVariant } from './page-variant.server';

const EN = '11111111-1111-4111-8111-111111111111';
const TE = '22222222-2222-4222-8222-222222222222';
const TELANGANA = '33333333-3333-4333-8333-333333333333';
const HYDERABAD = '44444444-4444-4444-8444-444444444444';
const WARANGAL = '55555555-5555-4555-8555-555555555555';
const VEGETABLES = '88888888-8888-4888-8888-888888888888';

const place = (id: string, name: string) => ({
  id,
  name,
  state_name: name,
  state_code: 'TG',
  district_code: name.slice(0, 3).toUpperCase(),
  english_name: name,
  search_terms: [name],
});

/** The catalogue's lists, as the server's reads answer them; the paths they stand for, in order. */
const { reads, transport, calls } = fakeApi({
  '/news/languages': () => [
    { id: EN, language_name: 'English', language_code: 'en', english_name: 'English', icon: 'E' },
    { id: TE, language_name: 'తెలుగు', language_code: 'te', english_name: 'Telugu', icon: 'తె' },
  ],
  '/news/states': () => [place(TELANGANA, 'Telangana')],
  '/news/districts': ({ query }) =>
    query.get('state_id') === TELANGANA
      ? [place(HYDERABAD, 'Hyderabad'), place(WARANGAL, 'Warangal')]
      : [],
  // Every list holds 3 pages of news, every mandi selection 2 pages of prices.
  '/news/filter-advanced': () => ({
    items: [],
    pagination: { page: 1, limit: 20, total: 60, totalPages: 3 },
  }),
  '/local-mandi-categories': () => ({
    categories: [{ id: VEGETABLES, categoryName: 'Vegetables', slug: 'vegetables', icon: 'V' }],
  }),
  '/local-mandi-categories/items': () => ({
    items: [],
    pagination: { page: 1, limit: 20, total: 40, totalPages: 2 },
  }),
});

const variantOf = (path: string, cookie?: string) =>
  pageVariant(path, cookie, 'en', reads, transport).then((page) => page.variant);
const addressOf = (path: string, cookie?: string) =>
  pageVariant(path, cookie, 'en', reads, transport).then((page) => page.address);
const edition = (...ids: string[]) => `vaarta_edition=${ids.join('.')}`;

describe('pageAddress', () => {
  it('keeps only the query parameters a page reads, in one order', () => {
    expect(pageAddress('/news/n1?x=123&utm_source=share')).toBe('/news/n1');
    expect(pageAddress('/mandi?page=2&x=1&state=s1&lng=te')).toBe('/mandi?lng=te&state=s1&page=2');
  });

  it('keeps a parameter only on the pages that read it', () => {
    expect(pageAddress(`/?state=${TELANGANA}&district=${HYDERABAD}&page=3`)).toBe('/');
    expect(pageAddress('/news/n1?page=2&category=c1')).toBe('/news/n1');
    expect(pageAddress('/politics?page=3&state=s1')).toBe('/politics');
    expect(pageAddress('/te/andhra-pradesh/guntur/page/3?page=4&x=1')).toBe(
      '/te/andhra-pradesh/guntur/page/3',
    );
  });

  it('keeps the language and the page as the page reads them', () => {
    expect(pageAddress('/about?lng=te-IN')).toBe('/about?lng=te');
    expect(pageAddress('/about?lng=TE&lng=ur')).toBe('/about?lng=te');
    expect(pageAddress('/about?lng=xx')).toBe('/about');
    expect(pageAddress('/mandi?page=02')).toBe('/mandi?page=2');
    expect(pageAddress('/mandi?page=3&page=4')).toBe('/mandi?page=3');
    for (const first of ['1', '0', '-2', '2.5', 'x', '']) {
      expect(pageAddress(`/mandi?page=${first}`)).toBe('/mandi');
    }
  });
});

describe('pageVariant', () => {
  it('gives a random query parameter the same variant as none', async () => {
    expect(await variantOf('/about?x=1')).toBe(await variantOf('/about'));
  });

  it('gives every edition the catalogue does not hold the variant of the page it renders', async () => {
    const unknown = await variantOf('/', edition(randomUUID(), randomUUID(), randomUUID()));
    expect(await variantOf('/', edition(randomUUID(), randomUUID(), randomUUID()))).toBe(unknown);
    expect(await variantOf('/', edition(randomUUID()))).toBe(unknown);
    expect(await variantOf('/', 'vaarta_edition=not-ids')).toBe(unknown);
    // A known language keeps it; an unknown state drops the state and its district.
    const telugu = await variantOf('/', edition(TE, '', ''));
    expect(await variantOf('/', edition(TE, randomUUID(), HYDERABAD))).toBe(telugu);
    const telangana = await variantOf('/', edition(TE, TELANGANA, ''));
    expect(await variantOf('/', edition(TE, TELANGANA, randomUUID()))).toBe(telangana);
    expect(new Set([unknown, telugu, telangana]).size).toBe(3);
  });

  it('gives each real edition, and the defaults, a variant of their own', async () => {
    const variants = await Promise.all([
      variantOf('/'),
      variantOf('/', edition(EN, TELANGANA, HYDERABAD)),
      variantOf('/', edition(TE, TELANGANA, HYDERABAD)),
      variantOf('/', edition(TE, TELANGANA, WARANGAL)),
    ]);
    expect(new Set(variants).size).toBe(4);
  });

  it('gives an unknown theme the variant of none', async () => {
    expect(await variantOf('/', `vaarta_theme=${randomUUID()}`)).toBe(await variantOf('/'));
    expect(await variantOf('/', 'vaarta_theme=dark')).not.toBe(await variantOf('/'));
  });

  it('renders the mandi page at the selection it shows', async () => {
    const sent = `/mandi?state=${TELANGANA}&district=${HYDERABAD}&category=${VEGETABLES}`;
    expect(await addressOf(`${sent}&page=2&lng=te`)).toBe(`/mandi?lng=te&${sent.slice(7)}&page=2`);
    expect(await addressOf(`${sent}&page=1`)).toBe(sent);
    // An unknown state sends an empty selection; an unknown district, the state alone.
    expect(await addressOf(`/mandi?state=${randomUUID()}&district=${HYDERABAD}&page=3`)).toBe(
      '/mandi?state=',
    );
    const stateOnly = `/mandi?state=${TELANGANA}`;
    expect(await addressOf(`${stateOnly}&district=${randomUUID()}&page=3`)).toBe(stateOnly);
    // Unsent, the edition's district preselects: the category may be chosen with it.
    expect(await addressOf(`/mandi?district=${randomUUID()}&page=4`)).toBe('/mandi');
    expect(await addressOf(`/mandi?category=${VEGETABLES}`)).toBe(`/mandi?category=${VEGETABLES}`);
    // A category the catalogue does not hold, or a page past the last, is left out.
    expect(await addressOf(`/mandi?category=${randomUUID()}`)).toBe('/mandi');
    expect(await addressOf(`${sent}&page=3`)).toBe(sent);
    expect(await addressOf(`${sent}&page=9999`)).toBe(sent);
    // Without a content language the page shows no selection at all.
    expect(await addressOf(sent, edition(randomUUID()))).toBe('/mandi');
    expect(await variantOf(`/mandi?state=${randomUUID()}`)).toBe(
      await variantOf(`/mandi?state=${randomUUID()}`),
    );
  });

  it('reads only the lists every page reads', async () => {
    calls.length = 0;
    await variantOf(`/mandi?state=${TELANGANA}`, edition(TE, TELANGANA, HYDERABAD));
    expect(new Set(calls.map((call) => call.path))).toEqual(
      new Set(['/news/languages', '/news/states', '/news/districts']),
    );
  });
});

describe('a public address (docs/decisions/0110)', () => {
  it('is its own variant, whatever the cookies, the query or the browser language', async () => {
    const path = '/te/telangana/warangal';
    const variants = await Promise.all([
      variantOf(path),
      variantOf(`${path}?lng=ur&x=1`, edition(EN, TELANGANA, HYDERABAD)),
      pageVariant(path, 'vaarta_theme=dark; vaarta_language=hi', 'ur', reads, transport).then(
        (page) => page.variant,
      ),
    ]);
    expect(new Set(variants)).toEqual(new Set([path]));
    expect(pageAddress(`${path}?page=2&lng=en`)).toBe(path);
  });

  it('is the not-found page when the catalogue does not know its place', async () => {
    expect(await addressOf('/te/telangana/gotham')).toBe('/not-found');
    expect(await addressOf('/te/atlantis/warangal')).toBe('/not-found');
    expect(await addressOf('/en/telangana/hyderabad')).toBe('/en/telangana/hyderabad');
  });

  it('is the not-found page past its list’s last page, so made-up page numbers share one page', async () => {
    expect(await addressOf('/te/telangana/warangal/page/3')).toBe('/te/telangana/warangal/page/3');
    expect(await addressOf('/te/page/2')).toBe('/te/page/2');
    for (const page of [4, 977, 9_999_999]) {
      expect(await addressOf(`/te/telangana/warangal/page/${page}`)).toBe('/not-found');
      expect(await addressOf(`/te/page/${page}`)).toBe('/not-found');
    }
  });
});
