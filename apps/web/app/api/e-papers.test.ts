import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { fetchEpapers } from './e-papers';
import { fakeApi } from './fake-api';

const TELUGU = '11111111-1111-4111-8111-111111111111';

const edition = {
  id: '22222222-2222-4222-8222-222222222222',
  date: '2026-11-20',
  pdfUrl: '/epapers/te/2026-11-20.pdf',
  pdfPath: '/epapers/te/2026-11-20.pdf',
  thumbnail: null,
  language: 'te',
  languageName: 'తెలుగు',
  language_id: TELUGU,
  type: 'paper',
  pageCount: 8,
  fileSize: 512_000,
  addedBy: 'e-paper builder',
  createdAt: '2026-11-20T01:00:00.000Z',
};

describe('e-papers', () => {
  it('lists the editions of a language, naming its language id in camel case', async () => {
    const pagination = { page: 1, limit: 10, total: 1, totalPages: 1 };
    const { api, calls } = fakeApi({
      '/e-newspapers': () => ({ items: [edition], pagination }),
    });
    const list = await fetchEpapers(api, { languageId: TELUGU, dateFrom: '2026-11-14' });
    expect(list.pagination).toEqual(pagination);
    expect(list.items[0]).toMatchObject({ languageId: TELUGU, pageCount: 8, date: '2026-11-20' });
    expect(list.items[0]).not.toHaveProperty('language_id');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      language_id: TELUGU,
      dateFrom: '2026-11-14',
    });
  });

  it('lets the caller tell an anonymous reader from a failure', async () => {
    const { api } = fakeApi({
      '/e-newspapers': () => {
        throw new ApiError(401, 'UNAUTHORIZED', 'Please log in to read the e-newspaper');
      },
    });
    await expect(fetchEpapers(api)).rejects.toMatchObject({ httpStatus: 401 });
  });
});
