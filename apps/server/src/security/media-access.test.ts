import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { pdf } from '../test/pdf.ts';
import { clientAddress, signedInReader } from '../test/readers.ts';
import { formData, newsroomCatalog, signedInStaff, type SignedInStaff } from '../test/staff.ts';

/** docs/decisions/0102: drafts' photos and editions not yet out are for the newsroom only. */
describe.each([
  ['files', {}],
  ['database', { MEDIA_STORE: 'database' }],
])('media access with the %s store', (_store, env) => {
  let server: TestServer;
  let te = '';
  let editor: SignedInStaff;
  let otherEditor: SignedInStaff;
  let reader: { auth: Record<string, string> };

  beforeAll(async () => {
    server = await startTestServer({ env });
    const catalog = await newsroomCatalog(server);
    te = catalog.languageId('te');
    editor = await signedInStaff(server, 'editor', { languageIds: [te] });
    otherEditor = await signedInStaff(server, 'editor', {
      languageIds: [catalog.languageId('en')],
    });
    reader = await signedInReader(server);
  });
  afterAll(() => server?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
    const response = await server.app.inject({
      method,
      url: `/api/newsroom${url}`,
      headers: editor.auth,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().result;
  }

  async function draft(title: string): Promise<{ id: string }> {
    const catalog = await newsroomCatalog(server);
    return call('POST', '/stories', {
      title,
      body: '<p>వార్త పాఠం.</p>',
      languageId: te,
      categoryId: catalog.categoryId('sports'),
    });
  }

  async function uploadPhoto(storyId: string, colour: string) {
    const png = await sharp({
      create: { width: 500, height: 300, channels: 3, background: colour },
    })
      .png()
      .toBuffer();
    const form = await formData(
      { caption: 'ఫోటో', alt: 'రంగు' },
      {
        bytes: png,
        name: 'photo.png',
        type: 'image/png',
      },
    );
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/newsroom/stories/${storyId}/media`,
      headers: { ...editor.auth, ...form.headers },
      payload: form.payload,
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json().result.media.at(-1);
    return { id: photo.id as string, urls: [photo.mediaUrl, photo.sources[0].variants[0].url] };
  }

  it('serves a draft’s photo to its editor only, privately, and to all once published', async () => {
    const story = await draft('ఫోటోతో ముసాయిదా');
    const { urls } = await uploadPhoto(story.id, '#c05028');
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(404);
      const escaped = url.replace(/-(\d+)\./, '%2D$1.');
      expect((await get(escaped)).statusCode, escaped).toBe(404);
      const toReader = await get(url, reader.auth);
      expect(toReader.statusCode).toBe(404);
      expect(toReader.headers['cache-control']).toBe('private, no-store');
      expect((await get(url, otherEditor.auth)).statusCode).toBe(404);
      const toEditor = await get(url, editor.auth);
      expect(toEditor.statusCode).toBe(200);
      expect(toEditor.headers['cache-control']).toBe('private, no-store');
    }

    const { revision } = await call('GET', `/stories/${story.id}`);
    await call('POST', `/stories/${story.id}/publish`, { revision });
    for (const url of urls) {
      const toAnyone = await get(url);
      expect(toAnyone.statusCode).toBe(200);
      expect(toAnyone.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    const live = await call('GET', `/stories/${story.id}`);
    await call('POST', `/stories/${story.id}/unpublish`, { revision: live.revision });
    expect((await get(urls[0]!)).statusCode).toBe(404);
    expect((await get(urls[0]!, editor.auth)).statusCode).toBe(200);
  });

  it('hides a photo removed from a story, even from its editor', async () => {
    const story = await draft('ఫోటో తీసేసిన వార్త');
    const kept = await uploadPhoto(story.id, '#2050a0');
    const removed = await uploadPhoto(story.id, '#20a050');
    const { revision } = await call('GET', `/stories/${story.id}`);
    await call('POST', `/stories/${story.id}/publish`, { revision });
    expect((await get(removed.urls[0]!)).statusCode).toBe(200);

    await call('DELETE', `/stories/${story.id}/media/${removed.id}`);
    for (const url of removed.urls) {
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(url, editor.auth)).statusCode).toBe(404);
    }
    expect((await get(kept.urls[0]!)).statusCode).toBe(200);
  });

  async function uploadEdition(date: string) {
    const form = await formData(
      { languageId: te, date },
      {
        bytes: await pdf(1),
        name: 'edition.pdf',
        type: 'application/pdf',
      },
    );
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/newsroom/epapers',
      headers: { ...editor.auth, ...form.headers },
      payload: form.payload,
      remoteAddress: clientAddress(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return uploaded.json().result as { id: string; pdfUrl: string; thumbnail: string };
  }

  it('serves a future edition’s cover and PDF to the language’s staff only', async () => {
    const tomorrow = addDays(indiaDate(new Date()), 1);
    const edition = await uploadEdition(tomorrow);
    for (const url of [edition.thumbnail, edition.pdfUrl]) {
      const toReader = await get(url, reader.auth);
      expect(toReader.statusCode, url).toBe(404);
      expect(toReader.headers['cache-control']).toBe('private, no-store');
      expect((await get(url, otherEditor.auth)).statusCode).toBe(404);
      const toStaff = await get(url, editor.auth);
      expect(toStaff.statusCode, url).toBe(200);
      expect(toStaff.headers['cache-control']).toBe('private, no-store');
    }
    expect((await get(edition.thumbnail)).statusCode).toBe(404);

    const list = await server.app.inject({
      method: 'GET',
      url: `/api/e-newspapers?language_id=${te}&dateTo=${tomorrow}`,
      headers: reader.auth,
    });
    expect(list.json().result.items.map((e: { id: string }) => e.id)).not.toContain(edition.id);
  });

  it('serves today’s edition to readers with its long cache', async () => {
    const edition = await uploadEdition(indiaDate(new Date()));
    const cover = await get(edition.thumbnail);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const file = await get(edition.pdfUrl, reader.auth);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=2592000, immutable');
  });
});
