import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { clientAddress } from '../../test/readers.ts';
import { formData, newsroomCatalog, signedInStaff } from '../../test/staff.ts';
import { copyMedia } from './copy-media.ts';
import { DatabaseMediaStore } from './database-media-store.ts';
import { FileMediaStore } from './file-media-store.ts';

let server: TestServer;
let first: App;
let second: App;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const onDisk = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  server = await startTestServer();
  // Two servers of one site: the same database, each with the media kept in it.
  first = await server.withSettings({ MEDIA_STORE: 'database' });
  second = await server.withSettings({ MEDIA_STORE: 'database' });
});
afterAll(() => server?.close());

describe('media kept in the database', () => {
  it('serves a photo uploaded through one server from another', async () => {
    const catalog = await newsroomCatalog(server);
    const te = catalog.languageId('te');
    const editor = await signedInStaff(server, 'editor', { languageIds: [te] });
    const story = await first.inject({
      method: 'POST',
      url: '/api/newsroom/stories',
      headers: editor.auth,
      payload: {
        title: 'రెండు సర్వర్ల ఫోటో',
        body: '<p>వార్త పాఠం.</p>',
        languageId: te,
        categoryId: catalog.categoryId('sports'),
        districtId: catalog.district('Hyderabad'),
      },
    });
    const png = await sharp({
      create: { width: 800, height: 450, channels: 3, background: '#2a7f62' },
    })
      .png()
      .toBuffer();
    const form = await formData(
      { caption: 'మైదానం', alt: 'పచ్చని మైదానం' },
      { bytes: png, name: 'photo.png', type: 'image/png' },
    );
    const uploaded = await first.inject({
      method: 'POST',
      url: `/api/newsroom/stories/${story.json().result.id}/media`,
      headers: { ...editor.auth, ...form.headers },
      payload: form.payload,
      remoteAddress: clientAddress(),
    });
    expect(uploaded.statusCode).toBe(201);
    const { mediaUrl } = uploaded.json().result.media[0];

    // The story is a draft, so its editor fetches the photo (docs/decisions/0102).
    const fromFirst = await first.inject({ method: 'GET', url: mediaUrl, headers: editor.auth });
    const fromSecond = await second.inject({ method: 'GET', url: mediaUrl, headers: editor.auth });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('image/jpeg');
    expect(fromSecond.headers['cache-control']).toBe('private, no-store');
    expect(sha256(fromSecond.rawPayload)).toBe(sha256(fromFirst.rawPayload));
    expect((await sharp(fromSecond.rawPayload).metadata()).format).toBe('jpeg');
    // Nothing went to the servers' own disks.
    expect(await onDisk(path.join(server.filesDir, mediaUrl))).toBe(false);
  });

  it('answers 404 for a name it does not hold, or one outside the media folders', async () => {
    for (const url of ['/media/news/never-stored.jpg', '/media/news/%2e%2e/secret.jpg']) {
      expect((await second.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('takes the existing files over once, byte for byte, and again changes nothing', async () => {
    const files = new FileMediaStore(server.filesDir);
    const database = new DatabaseMediaStore(server.database.db);
    const moved = await copyMedia(files, database);
    expect(moved.copied).toBeGreaterThan(100);
    const again = await copyMedia(files, database);
    expect(again).toMatchObject({ copied: 0, bytes: 0, present: moved.copied + moved.present });
    for await (const file of files.paths()) {
      expect(sha256((await database.read(file))!), file).toBe(sha256((await files.read(file))!));
    }
    const picture = '/media/news/slot1-1-960.webp';
    const served = await second.inject({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
