import { describe, expect, it } from 'vitest';
import { fakeApi } from './fake-api';
import { fetchAuditLog } from './newsroom-audit';
import {
  buildEdition,
  fetchEditions,
  replaceEditionPdf,
  uploadEdition,
  withdrawEdition,
} from './newsroom-epaper';
import { addFeed, fetchFeeds, removeFeed, runFeedNow, updateFeed } from './newsroom-feeds';
import {
  correctPriceRow,
  fetchDailyFetches,
  fetchPriceRows,
  importPriceFile,
} from './newsroom-mandi';
import {
  dismissReports,
  fetchPendingComments,
  fetchReportedArticles,
  settleComment,
  unpublishReported,
} from './newsroom-moderation';
import {
  assignDistricts,
  assignLanguages,
  changeRole,
  fetchPeople,
  setAccountStatus,
} from './newsroom-people';

const ID = '11111111-1111-4111-8111-111111111111';
const LANGUAGE = '22222222-2222-4222-8222-222222222222';
const page = { items: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };

/** What each call sent, without the parts a reader of the test does not care about. */
const sent = (calls: ReturnType<typeof fakeApi>['calls']) =>
  calls.map(({ method, path, query, body }) => ({
    method,
    path,
    ...(query.size ? { query: String(query) } : {}),
    ...(body instanceof FormData ? { form: [...body.keys()] } : body === undefined ? {} : { body }),
  }));

describe('the newsroom desks’ calls', () => {
  it('moderation: lists the queues of a language, settles comments, closes reports', async () => {
    const { api, calls } = fakeApi({
      '/newsroom/moderation/comments': () => page,
      [`/newsroom/moderation/comments/${ID}/approve`]: () => ({ settled: 1 }),
      [`/newsroom/moderation/comments/${ID}/block`]: () => ({ settled: 3 }),
      '/newsroom/moderation/reports': () => page,
      [`/newsroom/moderation/reports/${ID}/dismiss`]: () => ({ settled: 2 }),
      [`/newsroom/moderation/reports/${ID}/unpublish`]: () => ({ settled: 2 }),
    });
    expect(await fetchPendingComments(api, { languageId: LANGUAGE, page: 2 })).toEqual(page);
    expect(await settleComment(api, ID, 'approve')).toBe(1);
    expect(await settleComment(api, ID, 'block')).toBe(3);
    await fetchReportedArticles(api, { languageId: null });
    await dismissReports(api, ID, '');
    await unpublishReported(api, ID, 'Wrong district named');
    expect(sent(calls)).toEqual([
      {
        method: 'GET',
        path: '/newsroom/moderation/comments',
        query: `languageId=${LANGUAGE}&page=2`,
      },
      { method: 'POST', path: `/newsroom/moderation/comments/${ID}/approve` },
      { method: 'POST', path: `/newsroom/moderation/comments/${ID}/block` },
      { method: 'GET', path: '/newsroom/moderation/reports' },
      { method: 'POST', path: `/newsroom/moderation/reports/${ID}/dismiss`, body: { note: '' } },
      {
        method: 'POST',
        path: `/newsroom/moderation/reports/${ID}/unpublish`,
        body: { note: 'Wrong district named' },
      },
    ]);
  });

  it('e-paper: uploads a PDF with its day as a form, prints, replaces and withdraws', async () => {
    const { api, calls } = fakeApi({
      '/newsroom/epapers': (call) => (call.method === 'GET' ? page : { id: ID }),
      '/newsroom/epapers/build': () => ({ id: ID }),
      [`/newsroom/epapers/${ID}/pdf`]: () => ({ id: ID }),
      [`/newsroom/epapers/${ID}`]: () => null,
    });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await fetchEditions(api, { languageId: LANGUAGE });
    await uploadEdition(api, { languageId: LANGUAGE, date: '2026-11-24', file: pdf });
    await buildEdition(api, { languageId: LANGUAGE, date: '2026-11-24', replace: true });
    await replaceEditionPdf(api, ID, pdf);
    await withdrawEdition(api, ID);
    expect(sent(calls)).toEqual([
      { method: 'GET', path: '/newsroom/epapers', query: `languageId=${LANGUAGE}` },
      { method: 'POST', path: '/newsroom/epapers', form: ['languageId', 'date', 'file'] },
      {
        method: 'POST',
        path: '/newsroom/epapers/build',
        body: { languageId: LANGUAGE, date: '2026-11-24', replace: true },
      },
      { method: 'PUT', path: `/newsroom/epapers/${ID}/pdf`, form: ['file'] },
      { method: 'DELETE', path: `/newsroom/epapers/${ID}` },
    ]);
    const form = calls[1]!.body as FormData;
    expect(form.get('date')).toBe('2026-11-24');
    expect(await (form.get('file') as Blob).text()).toBe('%PDF-1.7');
  });

  it('mandi: imports a file, finds rows of a day and corrects one', async () => {
    const { api, calls } = fakeApi({
      '/newsroom/mandi/imports': () => ({ rows: 3, imported: 2, updated: 0, unchanged: 0 }),
      '/newsroom/mandi/prices': () => page,
      [`/newsroom/mandi/prices/${ID}`]: (call) => call.body,
    });
    expect(await importPriceFile(api, new Blob(['State,District']))).toMatchObject({ rows: 3 });
    await fetchPriceRows(api, { date: '2026-11-24', districtId: null, page: 1 });
    const prices = { minPrice: 1800, maxPrice: 2200, modalPrice: 2000 };
    expect(await correctPriceRow(api, ID, prices)).toEqual(prices);
    expect(sent(calls)).toEqual([
      { method: 'POST', path: '/newsroom/mandi/imports', form: ['file'] },
      { method: 'GET', path: '/newsroom/mandi/prices', query: 'date=2026-11-24&page=1' },
      { method: 'PATCH', path: `/newsroom/mandi/prices/${ID}`, body: prices },
    ]);
  });

  it('mandi: lists the daily fetches and whether a key is configured', async () => {
    const list = { configured: false, items: [] };
    const { api, calls } = fakeApi({ '/newsroom/mandi/fetches': () => list });
    expect(await fetchDailyFetches(api)).toEqual(list);
    expect(sent(calls)).toEqual([{ method: 'GET', path: '/newsroom/mandi/fetches' }]);
  });

  it('feeds: lists, adds, pauses, runs and removes a feed', async () => {
    const { api, calls } = fakeApi({
      '/newsroom/ingest/sources': (call) => (call.method === 'GET' ? page : { id: ID }),
      [`/newsroom/ingest/sources/${ID}`]: () => null,
      [`/newsroom/ingest/sources/${ID}/fetch`]: () => ({ outcome: 'fetched', created: 4 }),
    });
    const fields = {
      name: 'Deccan wire',
      feedUrl: 'https://example.in/rss',
      languageId: LANGUAGE,
      categoryId: ID,
      districtId: null,
      isActive: true,
    };
    await fetchFeeds(api);
    await addFeed(api, fields);
    await updateFeed(api, ID, { isActive: false });
    expect(await runFeedNow(api, ID)).toMatchObject({ created: 4 });
    await removeFeed(api, ID);
    expect(sent(calls)).toEqual([
      { method: 'GET', path: '/newsroom/ingest/sources' },
      { method: 'POST', path: '/newsroom/ingest/sources', body: fields },
      { method: 'PATCH', path: `/newsroom/ingest/sources/${ID}`, body: { isActive: false } },
      { method: 'POST', path: `/newsroom/ingest/sources/${ID}/fetch` },
      { method: 'DELETE', path: `/newsroom/ingest/sources/${ID}` },
    ]);
  });

  it('people: finds a person by trimmed words and changes role, assignments and account', async () => {
    const person = { id: ID };
    const { api, calls } = fakeApi({
      '/newsroom/users': () => page,
      [`/newsroom/users/${ID}/role`]: () => person,
      [`/newsroom/users/${ID}/languages`]: () => person,
      [`/newsroom/users/${ID}/districts`]: () => person,
      [`/newsroom/users/${ID}/status`]: () => person,
    });
    await fetchPeople(api, { search: '  ravi ', roleType: 'reader' });
    await changeRole(api, ID, LANGUAGE);
    await assignLanguages(api, ID, [LANGUAGE]);
    await assignDistricts(api, ID, []);
    expect(await setAccountStatus(api, ID, 'suspended')).toEqual(person);
    expect(sent(calls)).toEqual([
      { method: 'GET', path: '/newsroom/users', query: 'search=ravi&roleType=reader' },
      { method: 'PUT', path: `/newsroom/users/${ID}/role`, body: { roleId: LANGUAGE } },
      { method: 'PUT', path: `/newsroom/users/${ID}/languages`, body: { languageIds: [LANGUAGE] } },
      { method: 'PUT', path: `/newsroom/users/${ID}/districts`, body: { districtIds: [] } },
      { method: 'PUT', path: `/newsroom/users/${ID}/status`, body: { status: 'suspended' } },
    ]);
  });

  it('audit: asks for a page of one entity or person, leaving blank filters out', async () => {
    const { api, calls } = fakeApi({ '/newsroom/audit': () => page });
    await fetchAuditLog(api, { entityType: ' story ', entityId: '', actorId: ID, page: 3 });
    expect(sent(calls)).toEqual([
      { method: 'GET', path: '/newsroom/audit', query: `entityType=story&actorId=${ID}&page=3` },
    ]);
  });
});
