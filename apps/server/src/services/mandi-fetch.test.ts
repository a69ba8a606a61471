import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { callApi, signedInStaff, type SignedInStaff } from '../test/staff.ts';
import { MandiFetchService, type MandiFetchSettings } from './mandi-fetch.ts';

const now = new Date('2026-11-22T06:30:00Z');
const KEY = 'test-key';

/** Five of the day's records, in the lower-case keys of one resource. */
const LOWER = [
  ['Telangana', 'Adilabad', 'Adilabad', 'Cotton', 6900, 7500, 7400],
  ['Telangana', 'Rangareddi', 'Shadnagar', 'Cotton', 6700, 7200, 7000],
  ['Telangana', 'Hyderabad', 'Bowenpally', 'Tomato', 1200, 2000, 1600],
  ['Telangana', 'Hyderabad', 'Bowenpally', 'Onion', 1800, 2600, 2200],
  ['Telangana', 'Warangal', 'Warangal', 'Maize', 2000, 2200, 2150],
].map(([state, district, market, commodity, min, max, modal]) => ({
  state,
  district,
  market,
  commodity,
  variety: 'Other',
  grade: 'FAQ',
  arrival_date: '22/11/2026',
  min_price: String(min),
  max_price: String(max),
  modal_price: String(modal),
}));

/** The same records as another resource writes them: capitalised keys. */
const CAPITALISED = LOWER.map((r) => ({
  State: r.state,
  District: r.district,
  Market: r.market,
  Commodity: r.commodity,
  Variety: r.variety,
  Grade: r.grade,
  Arrival_Date: r.arrival_date,
  Min_Price: Number(r.min_price) + 10,
  Max_Price: Number(r.max_price) + 10,
  Modal_Price: Number(r.modal_price) + 10,
}));

/** What the stand-in answers a page with, by offset: a status (and its headers) or records. */
let failures: Map<number, { status: number; headers?: Record<string, string> }[]>;
let requests: {
  resource: string;
  offset: number;
  limit: number;
  state: string | null;
  at: number;
}[];

const portal = http.createServer((request, response) => {
  const url = new URL(request.url!, 'http://portal');
  const resource = url.pathname.split('/').pop()!;
  const offset = Number(url.searchParams.get('offset'));
  const limit = Number(url.searchParams.get('limit'));
  requests.push({
    resource,
    offset,
    limit,
    state: url.searchParams.get('filters[state.keyword]'),
    at: Date.now(),
  });
  if (url.searchParams.get('api-key') !== KEY || url.searchParams.get('format') !== 'json') {
    response.writeHead(403).end('{"error":"Key not authorised"}');
    return;
  }
  const failure = failures.get(offset)?.shift();
  if (failure) {
    response.writeHead(failure.status, failure.headers).end('{}');
    return;
  }
  const all = resource === 'capitalised' ? CAPITALISED : LOWER;
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      total: all.length,
      count: Math.min(limit, all.length - offset),
      offset: String(offset),
      limit: String(limit),
      records: all.slice(offset, offset + limit),
    }),
  );
});

let server: TestServer;
let editor: SignedInStaff;
let baseUrl = '';

beforeAll(async () => {
  server = await startTestServer();
  editor = await signedInStaff(server, 'editor');
  portal.listen(0, '127.0.0.1');
  await once(portal, 'listening');
  baseUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}/resource`;
});
afterAll(async () => {
  portal.close();
  await server?.close();
});
beforeEach(() => {
  failures = new Map();
  requests = [];
});

const fetcher = (settings: Partial<MandiFetchSettings> = {}) =>
  new MandiFetchService(server.database.db, {
    apiKey: KEY,
    resourceId: 'lower',
    baseUrl,
    states: ['Telangana'],
    stateField: 'state.keyword',
    pageSize: 2,
    attempts: 3,
    backoffMs: 50,
    ...settings,
  });

describe('the daily mandi fetch', () => {
  it('does nothing without an API key', async () => {
    expect(await fetcher({ apiKey: undefined }).run(now)).toBeNull();
    expect(requests).toEqual([]);
    const shown = await callApi(server, 'GET', '/newsroom/mandi/fetches', editor);
    expect(shown.json().result).toEqual({ configured: false, items: [] });
  });

  it('pages through the day’s records of a state and imports them like a file', async () => {
    const run = await fetcher().run(now);
    expect(requests.map((r) => [r.offset, r.limit, r.state])).toEqual([
      [0, 2, 'Telangana'],
      [2, 2, 'Telangana'],
      [4, 2, 'Telangana'],
    ]);
    expect(run).toMatchObject({
      priceDate: '2026-11-22',
      records: 5,
      imported: 5,
      updated: 0,
      rejected: 0,
      failedPages: [],
      error: null,
    });
  });

  it('reads the capitalised keys of the other resource', async () => {
    const run = await fetcher({ resourceId: 'capitalised' }).run(now);
    expect(requests.every((r) => r.resource === 'capitalised')).toBe(true);
    expect(run).toMatchObject({ records: 5, imported: 0, updated: 5, rejected: 0 });
  });

  it('tries a failing page again after a growing wait', async () => {
    failures.set(2, [{ status: 502 }, { status: 503 }]);
    const run = await fetcher().run(now);
    const page = requests.filter((r) => r.offset === 2);
    expect(page).toHaveLength(3);
    expect(page[1]!.at - page[0]!.at).toBeGreaterThanOrEqual(45);
    expect(page[2]!.at - page[1]!.at).toBeGreaterThanOrEqual(95);
    expect(run).toMatchObject({ records: 5, rejected: 0, failedPages: [], error: null });
  });

  it('records a page that still fails and imports the rest', async () => {
    failures.set(2, [{ status: 500 }, { status: 500 }, { status: 500 }]);
    const run = await fetcher().run(now);
    expect(requests.filter((r) => r.offset === 2)).toHaveLength(3);
    expect(run).toMatchObject({ records: 3, unchanged: 3, failedPages: [2], error: null });
  });

  it('waits as long as a 429 asks before trying again', async () => {
    failures.set(0, [{ status: 429, headers: { 'retry-after': '1' } }]);
    const run = await fetcher().run(now);
    const first = requests.filter((r) => r.offset === 0);
    expect(first).toHaveLength(2);
    expect(first[1]!.at - first[0]!.at).toBeGreaterThanOrEqual(950);
    expect(run).toMatchObject({ records: 5, failedPages: [], error: null });
  });

  it('stops at a refused key and says so on the mandi desk', async () => {
    const run = await fetcher({ apiKey: 'wrong' }).run(now);
    expect(requests).toHaveLength(1);
    expect(run).toMatchObject({
      records: 0,
      failedPages: [0],
      error: 'the API answered 403, check MANDI_API_KEY (Telangana)',
    });
    const shown = await callApi(server, 'GET', '/newsroom/mandi/fetches', editor);
    const items = shown.json().result.items as { error: string | null; records: number }[];
    expect(items).toHaveLength(6);
    expect(items[0]).toMatchObject({ error: run!.error, records: 0 });
  });
});
