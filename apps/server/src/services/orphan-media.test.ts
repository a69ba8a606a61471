import { access, mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { orphanMedia, removeMedia } from './orphan-media.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function leftover(address: string, ageMs: number) {
  const file = path.join(server.filesDir, address);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'x');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

const exists = (address: string) =>
  access(path.join(server.filesDir, address)).then(
    () => true,
    () => false,
  );

describe('media no row refers to', () => {
  it('are listed and removed; named files and fresh uploads are left alone', async () => {
    const oldPhoto = '/media/news/leftover-1.webp';
    const oldEdition = '/epapers/te/2026-01-02-0123456789ab.pdf';
    const fresh = '/media/news/being-saved.webp';
    const named = '/media/news/named-by-a-row.webp';
    await leftover(oldPhoto, 2 * 3_600_000);
    await leftover(oldEdition, 2 * 3_600_000);
    await leftover(fresh, 0);
    await leftover(named, 2 * 3_600_000);
    const [story] = await server.database.db.select({ id: t.news.id }).from(t.news).limit(1);
    await server.database.db.insert(t.newsMedia).values({ newsId: story!.id, mediaUrl: named });

    const orphans = await orphanMedia(server.database.db, server.filesDir);
    expect(orphans).toContain(oldPhoto);
    expect(orphans).toContain(oldEdition);
    expect(orphans).not.toContain(fresh);
    expect(orphans).not.toContain(named);

    await removeMedia(server.filesDir, orphans);
    expect(await exists(oldPhoto)).toBe(false);
    expect(await exists(oldEdition)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(named)).toBe(true);
    expect(await orphanMedia(server.database.db, server.filesDir)).toEqual([]);
  });
});
