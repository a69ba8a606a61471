import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestSourceCreateBody } from '@vaarta/core/entities/newsroom-desks';
import { epaperListQuery } from '@vaarta/core/entities/epaper';
import { isCalendarDate } from '@vaarta/core/india-time';
import { auditLog } from '../db/schema.ts';
import { PriceFileError, readPriceRecords } from '../services/mandi-import/records.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { clientAddress, signedInReader } from '../test/readers.ts';
import {
  callApi,
  formData,
  newsroomCatalog,
  signedInStaff,
  type SignedInStaff,
} from '../test/staff.ts';

type UploadedFile = { bytes: Uint8Array; name: string; type: string };

const ID = '00000000-0000-4000-8000-000000000000';
/** One row of the open-data price API, as a JSON file carries it. */
const PRICE_RECORD = {
  state: 'Telangana',
  district: 'Warangal',
  market: 'Warangal',
  commodity: 'Rice',
  variety: 'Common',
  grade: 'FAQ',
  arrival_date: '23/11/2026',
  min_price: 2000,
  max_price: 2500,
  modal_price: 2200,
};

describe('input the rest of the API would refuse', () => {
  it('a date that is not on the calendar, such as 30 February', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const date of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      expect(isCalendarDate(date), date).toBe(false);
    }
    const query = epaperListQuery.safeParse({ dateFrom: '2026-02-30' });
    expect(query.error?.issues[0]?.message).toBe('dateFrom must be a real date');
  });

  it('a mandi JSON cell that is an object or a list: the file is refused in our words', () => {
    for (const strange of [{ toString: 'x' }, { a: 1 }, [1, 2]]) {
      const text = JSON.stringify({ records: [{ ...PRICE_RECORD, state: strange }] });
      expect(() => readPriceRecords(text)).toThrow(PriceFileError);
      expect(() => readPriceRecords(text)).toThrow(
        'a cell of the JSON holds a list or an object instead of a value',
      );
    }
  });

  it('a feed address carrying a user name or password', () => {
    const feed = { name: 'x', languageId: ID, categoryId: ID };
    const secret = ingestSourceCreateBody.safeParse({
      ...feed,
      feedUrl: 'https://desk:hunter2@feeds.example.in/rss',
    });
    expect(secret.error?.issues[0]?.message).toBe(
      'Feed address must not contain a user name or password',
    );
    expect(
      ingestSourceCreateBody.safeParse({ ...feed, feedUrl: 'https://feeds.example.in/rss' })
        .success,
    ).toBe(true);
  });
});

describe('the same input sent to the API: a 4xx in our words, never a 500', () => {
  let server: TestServer;
  let editor: SignedInStaff;
  let te = '';
  let politics = '';

  beforeAll(async () => {
    server = await startTestServer();
    const catalog = await newsroomCatalog(server);
    te = catalog.languageId('te');
    politics = catalog.categoryId('politics');
    editor = await signedInStaff(server, 'editor', { languageIds: [te] });
  });
  afterAll(() => server?.close());

  async function multipart(url: string, fields: Record<string, string>, file: UploadedFile) {
    const form = await formData(fields, file);
    return server.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...editor.auth, ...form.headers },
      payload: form.payload,
      remoteAddress: clientAddress(),
    });
  }

  it('30 February, wherever a date is asked for', async () => {
    const reader = await signedInReader(server);
    const list = await callApi(server, 'GET', '/e-newspapers?dateFrom=2026-02-30', reader);
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toMatch(/dateFrom must be a real date/);
    const prices = await callApi(server, 'GET', '/newsroom/mandi/prices?date=2026-02-30', editor);
    expect(prices.statusCode).toBe(400);
    expect(prices.json().message).toMatch(/date must be a real date/);
    const upload = await multipart(
      '/newsroom/epapers',
      { languageId: te, date: '2026-02-30' },
      { bytes: Buffer.from('%PDF-1.4\n'), name: 'edition.pdf', type: 'application/pdf' },
    );
    expect(upload.statusCode).toBe(422);
    expect(upload.json().message).toMatch(/date must be a real date/);
  });

  it('a mandi JSON file whose cell is an object', async () => {
    const text = JSON.stringify({ records: [{ ...PRICE_RECORD, state: { a: 1 } }] });
    const response = await multipart(
      '/newsroom/mandi/imports',
      {},
      { bytes: Buffer.from(text), name: 'prices.json', type: 'application/json' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The price file cannot be imported: a cell of the JSON holds a list or an object instead of a value.',
    );
  });

  it('a feed address with a password, added or changed: refused, nowhere stored', async () => {
    const feedUrl = 'https://desk:hunter2@feeds.example.in/rss';
    const feed = { name: 'ఫీడ్', languageId: te, categoryId: politics };
    const added = await callApi(server, 'POST', '/newsroom/ingest/sources', editor, {
      ...feed,
      feedUrl,
    });
    expect(added.statusCode).toBe(422);
    expect(added.json().message).toMatch(/Feed address must not contain a user name or password/);
    const plain = await callApi(server, 'POST', '/newsroom/ingest/sources', editor, {
      ...feed,
      feedUrl: 'https://feeds.example.in/rss',
    });
    const id = plain.json().result.id as string;
    const changed = await callApi(server, 'PATCH', `/newsroom/ingest/sources/${id}`, editor, {
      feedUrl,
    });
    expect(changed.statusCode).toBe(422);
    const summaries = await server.app.db.select({ summary: auditLog.summary }).from(auditLog);
    expect(summaries.length).toBeGreaterThan(0);
    expect(JSON.stringify(summaries)).not.toContain('hunter2');
  });
});
