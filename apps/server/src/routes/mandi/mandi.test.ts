import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIds } from '../../test/catalog-ids.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
const ids = { en: '', te: '', vegetables: '', telangana: '', hyderabad: '' };

async function get(url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  server = await startTestServer();
  const catalog = await catalogIds(server);
  Object.assign(ids, {
    en: catalog.language('en'),
    te: catalog.language('te'),
    vegetables: catalog.mandiCategory('vegetables'),
    telangana: catalog.state('TG'),
    hyderabad: catalog.district('TG/Hyderabad'),
  });
});
afterAll(() => server?.close());

describe('mandi', () => {
  it('names commodity categories in the asked language', async () => {
    const { body } = await get(`/api/local-mandi-categories?language_id=${ids.te}`);
    expect(body.result.categories.map((c: { categoryName: string }) => c.categoryName)).toContain(
      'కూరగాయలు',
    );
    expect(body.result.categories).toHaveLength(6);
  });

  it("lists a market's latest prices with min ≤ modal ≤ max and a real trend", async () => {
    const { status, body } = await get(
      `/api/local-mandi-categories/items?language_id=${ids.en}&categoryId=${ids.vegetables}&state_id=${ids.telangana}&district_id=${ids.hyderabad}`,
    );
    expect(status).toBe(200);
    const { items, pagination } = body.result;
    expect(pagination).toEqual({ page: 1, limit: 10, total: 16, totalPages: 2 });
    for (const item of items) {
      expect(item.districtName).toBe('Hyderabad');
      expect(item.categoryName).toBe('Vegetables');
      expect(item.minPrice).toBeLessThanOrEqual(item.avgPrice);
      expect(item.avgPrice).toBeLessThanOrEqual(item.maxPrice);
      expect(item.unit).toBe('Quintal');
      const { trend } = item;
      const expected =
        Math.round(((item.avgPrice - trend.previousPrice) / trend.previousPrice) * 1000) / 10;
      expect(trend.percent).toBe(expected);
      expect(trend.direction).toBe(expected > 0 ? 'up' : expected < 0 ? 'down' : 'flat');
      expect(trend.previousDate < item.priceDate).toBe(true);
    }
  });

  it("carries each market's last 30 recorded prices, oldest first, ending with today's", async () => {
    const { body } = await get(
      `/api/local-mandi-categories/items?language_id=${ids.en}&categoryId=${ids.vegetables}&district_id=${ids.hyderabad}&limit=20`,
    );
    expect(body.result.items).toHaveLength(16);
    for (const item of body.result.items) {
      expect(['Monda Market', 'L B Nagar']).toContain(item.market);
      expect(item.history).toHaveLength(30);
      const dates = item.history.map((point: { date: string }) => point.date);
      expect([...dates].sort()).toEqual(dates);
      expect(item.history.at(-1)).toEqual({ date: item.priceDate, price: item.avgPrice });
      expect(item.history.at(-2)).toEqual({
        date: item.trend.previousDate,
        price: item.trend.previousPrice,
      });
    }
  });

  it('pages through every market of a state', async () => {
    const first = await get(
      `/api/local-mandi-categories/items?language_id=${ids.te}&state_id=${ids.telangana}&limit=100`,
    );
    expect(first.body.result.pagination.total).toBe(7 * 24);
    expect(first.body.result.items[0].name).toMatch(/\p{Script=Telugu}/u);
  });

  it('answers 400 without a language and 404 for an unknown district', async () => {
    expect((await get('/api/local-mandi-categories/items')).status).toBe(400);
    const unknown = await get(
      `/api/local-mandi-categories/items?language_id=${ids.en}&district_id=00000000-0000-4000-8000-000000000009`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('District not found: 00000000-0000-4000-8000-000000000009');
  });
});
