import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES } from '@vaarta/core/constants';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { clientAddress } from '../../test/readers.ts';
import { formData, newsroomCatalog, signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let server: TestServer;
let editor: SignedInStaff;
let reporter: SignedInStaff;
let storyId = '';
let png: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  const catalog = await newsroomCatalog(server);
  const te = catalog.languageId('te');
  const hyderabad = catalog.district('Hyderabad');
  editor = await signedInStaff(server, 'editor', { languageIds: [te] });
  reporter = await signedInStaff(server, 'reporter', { districtIds: [hyderabad] });
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/newsroom/stories',
    headers: editor.auth,
    payload: {
      title: 'ఫోటోతో వార్త',
      body: '<p>వార్త పాఠం.</p>',
      languageId: te,
      categoryId: catalog.categoryId('sports'),
      districtId: hyderabad,
    },
  });
  storyId = created.json().result.id;
  // A 1200×675 photo: wide enough for every width but the largest (1440).
  png = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => server?.close());

async function upload(
  who: SignedInStaff,
  file: { bytes: Uint8Array; name: string; type: string } | undefined,
  fields: Record<string, string> = { caption: 'మైదానంలో ఆటగాళ్లు', alt: 'ఎరుపు రంగు మైదానం' },
  id = storyId,
) {
  const form = await formData(fields, file);
  return server.app.inject({
    method: 'POST',
    url: `/api/newsroom/stories/${id}/media`,
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
    remoteAddress: clientAddress(),
  });
}

describe('photo uploads', () => {
  it('resizes a photo to every width up to its own, in AVIF, WebP and JPEG', async () => {
    const response = await upload(editor, { bytes: png, name: 'photo.png', type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const [photo] = response.json().result.media;
    expect(photo).toMatchObject({
      caption: 'మైదానంలో ఆటగాళ్లు',
      alt: 'ఎరుపు రంగు మైదానం',
      width: 960,
      height: 540,
      mediaType: 'image',
    });
    expect(photo.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
    expect(photo.mediaUrl).toMatch(/^\/media\/news\/photo-[0-9a-f]{16}-960\.jpg$/);
    expect(photo.sources.map((s: { type: string }) => s.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    for (const url of [
      photo.mediaUrl,
      ...photo.variants.map((v: { url: string }) => v.url),
      ...photo.sources.flatMap((s: { variants: { url: string }[] }) =>
        s.variants.map((v) => v.url),
      ),
    ]) {
      // The story is a draft: its editor may see the photo (docs/decisions/0102).
      const file = await server.app.inject({ method: 'GET', url, headers: editor.auth });
      expect(file.statusCode, url).toBe(200);
      const format = (await sharp(file.rawPayload).metadata()).format;
      expect(url.endsWith('.jpg') ? 'jpeg' : url.endsWith('.webp') ? 'webp' : 'heif').toBe(format);
    }
  });

  it('gives readers the srcset of an uploaded photo once the story is published', async () => {
    const { revision } = (
      await server.app.inject({
        method: 'GET',
        url: `/api/newsroom/stories/${storyId}`,
        headers: editor.auth,
      })
    ).json().result;
    await server.app.inject({
      method: 'POST',
      url: `/api/newsroom/stories/${storyId}/publish`,
      headers: editor.auth,
      payload: { revision },
    });
    const article = (await server.app.inject({ method: 'GET', url: `/api/news/${storyId}` })).json()
      .result;
    expect(article.media[0].variants).toHaveLength(2);
    expect(article.media[0].sources[0].variants).toHaveLength(2);
    expect(article.media[0].alt).toBe('ఎరుపు రంగు మైదానం');
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(editor, { bytes: small, name: 'small.jpg', type: 'image/jpeg' });
    const photo = response.json().result.media.at(-1);
    expect(photo.variants).toEqual([{ width: 300, url: expect.stringMatching(/-300\.jpg$/) }]);
  });

  it('tells a photo by its bytes: a text file named .jpg is refused, and so is SVG', async () => {
    const fake = await upload(editor, {
      bytes: Buffer.from('not a photo at all'),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(
      'Please upload a photo: a JPEG, PNG, WebP, AVIF, GIF or TIFF image.',
    );
    const svg = await upload(editor, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      name: 'drawing.png',
      type: 'image/png',
    });
    expect(svg.statusCode).toBe(415);
  });

  it('refuses a file over the size limit with 413', async () => {
    const response = await upload(editor, {
      bytes: randomBytes(IMAGE_UPLOAD_MAX_BYTES + 1024),
      name: 'huge.jpg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large: at most 15 MB.');
  });

  it('asks for a file, and checks the words beside it', async () => {
    const missing = await upload(editor, undefined);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Invalid file: Please choose a file to upload');
    const control = await upload(
      editor,
      { bytes: png, name: 'p.png', type: 'image/png' },
      { caption: 'bad\u0000caption' },
    );
    expect(control.statusCode).toBe(422);
    const json = await server.app.inject({
      method: 'POST',
      url: `/api/newsroom/stories/${storyId}/media`,
      headers: editor.auth,
      payload: { caption: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it("refuses a reporter's photo on a story that is not their draft", async () => {
    const response = await upload(reporter, { bytes: png, name: 'p.png', type: 'image/png' });
    expect(response.statusCode).toBe(403);
  });

  it('changes the words and the order of photos, and removes one', async () => {
    const before = (
      await server.app.inject({
        method: 'GET',
        url: `/api/newsroom/stories/${storyId}`,
        headers: editor.auth,
      })
    ).json().result.media as { id: string }[];
    const last = before.at(-1)!;
    const moved = await server.app.inject({
      method: 'PATCH',
      url: `/api/newsroom/stories/${storyId}/media/${last.id}`,
      headers: editor.auth,
      payload: { position: 0, caption: 'కొత్త శీర్షిక' },
    });
    expect(moved.statusCode).toBe(200);
    const media = moved.json().result.media;
    expect(media[0]).toMatchObject({ id: last.id, caption: 'కొత్త శీర్షిక' });
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/newsroom/stories/${storyId}/media/${last.id}`,
      headers: editor.auth,
    });
    expect(removed.json().result.media.map((m: { id: string }) => m.id)).not.toContain(last.id);
    const again = await server.app.inject({
      method: 'DELETE',
      url: `/api/newsroom/stories/${storyId}/media/${last.id}`,
      headers: editor.auth,
    });
    expect(again.statusCode).toBe(404);
    // Readers see the change at once.
    const article = (await server.app.inject({ method: 'GET', url: `/api/news/${storyId}` })).json()
      .result;
    expect(article.media.map((m: { id: string }) => m.id)).not.toContain(last.id);
  });
});
