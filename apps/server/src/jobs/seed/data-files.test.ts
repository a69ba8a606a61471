import { describe, expect, it } from 'vitest';
import { placeSlug, RESERVED_SEGMENTS } from '@vaarta/core/addresses';
import { CATEGORY_SLUGS, LANGUAGE_CODES } from '@vaarta/core/constants';
import { loadArticlePlan, loadArticles, loadPlaces } from './data-files.ts';

/** District counts per state and union territory (official lists, 2025). */
const DISTRICTS_PER_STATE: Record<string, number> = {
  AP: 26,
  AR: 26,
  AS: 35,
  BR: 38,
  CG: 33,
  GA: 2,
  GJ: 33,
  HR: 22,
  HP: 12,
  JH: 24,
  KA: 31,
  KL: 14,
  MP: 55,
  MH: 36,
  MN: 16,
  ML: 12,
  MZ: 11,
  NL: 16,
  OD: 30,
  PB: 23,
  RJ: 41,
  SK: 6,
  TN: 38,
  TG: 33,
  TR: 8,
  UP: 75,
  UK: 13,
  WB: 23,
  AN: 3,
  CH: 1,
  DH: 3,
  JK: 20,
  LA: 2,
  LD: 1,
  DL: 11,
  PY: 4,
};

/** The script each content language's names are written in. */
const SCRIPT: Record<string, RegExp> = {
  te: /\p{Script=Telugu}/u,
  ur: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  kn: /\p{Script=Kannada}/u,
};

describe('place names', async () => {
  const places = await loadPlaces();

  it('lists all 28 states and 8 union territories once', () => {
    expect(places.filter((p) => p.type === 'state')).toHaveLength(28);
    expect(places.filter((p) => p.type === 'union_territory')).toHaveLength(8);
    expect(new Set(places.map((p) => p.code)).size).toBe(36);
  });

  it.each(Object.entries(DISTRICTS_PER_STATE))('%s has %i districts', (code, count) => {
    expect(places.find((p) => p.code === code)?.districts).toHaveLength(count);
  });

  it('gives every state a slug of its own and every district one of its own in its state', () => {
    const stateSlugs = places.map((p) => placeSlug(p.name.en));
    expect(new Set(stateSlugs).size).toBe(places.length);
    for (const slug of stateSlugs) expect(RESERVED_SEGMENTS).not.toContain(slug);
    for (const place of places) {
      const districtSlugs = place.districts.map((d) => placeSlug(d.name.en));
      expect(new Set(districtSlugs).size, place.code).toBe(place.districts.length);
      for (const slug of districtSlugs)
        expect(slug, place.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('names every state and district in every language, in its own script', () => {
    for (const place of places) {
      for (const names of [place.name, ...place.districts.map((d) => d.name)]) {
        for (const code of LANGUAGE_CODES) expect(names[code].trim()).not.toBe('');
        for (const [code, script] of Object.entries(SCRIPT)) {
          expect(names[code as keyof typeof names], `${names.en} in ${code}`).toMatch(script);
        }
      }
    }
  });

  it('has Telangana with Hyderabad, the default edition', () => {
    const telangana = places.find((p) => p.name.en === 'Telangana');
    expect(telangana?.districts.map((d) => d.name.en)).toContain('Hyderabad');
  });
});

describe('seed articles', async () => {
  const plan = await loadArticlePlan();

  it('plans every category over at least 10 districts in 5 states', () => {
    expect(new Set(plan.map((p) => p.category))).toEqual(new Set(CATEGORY_SLUGS));
    expect(new Set(plan.map((p) => `${p.state}/${p.district}`)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(plan.map((p) => p.state)).size).toBeGreaterThanOrEqual(5);
    expect(plan.some((p) => p.state === 'TG' && p.district === 'Hyderabad')).toBe(true);
  });

  it.each(LANGUAGE_CODES)('has an article for every slot in %s', async (code) => {
    const articles = await loadArticles(code);
    expect(articles.map((a) => a.slot)).toEqual(plan.map((p) => p.slot));
    if (code !== 'en') {
      for (const a of articles) expect(a.title, `slot ${a.slot}`).toMatch(SCRIPT[code]!);
    }
  });
});
