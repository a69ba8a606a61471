import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { signedInReader } from '../test/readers.ts';

const USERS = 50;
/** Each reader's toggles: the full 200 on PostgreSQL; PGlite runs one query at a time anyway. */
const ROUNDS = process.env.TEST_DATABASE_URL ? 200 : 10;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('likes under concurrency', () => {
  it(`keeps like_count equal to the like rows when ${USERS} readers toggle ${ROUNDS} times at once`, async () => {
    const [article] = await server.database.db.select({ id: t.news.id }).from(t.news).limit(1);
    const readers = await Promise.all(Array.from({ length: USERS }, () => signedInReader(server)));
    const { engagement } = server.app.services;
    // Every reader toggles from two tabs at once, so the same row is fought over too.
    const toggles = (reader: { id: string }, offset: number) => async () => {
      for (let i = 0; i < ROUNDS / 2; i++) {
        await engagement.setLike(article!.id, reader.id, (i + offset) % 2 === 0);
      }
    };
    await Promise.all(
      readers.flatMap((reader, r) => [toggles(reader, r)(), toggles(reader, r + 1)()]),
    );
    const [rows] = await server.database.db
      .select({ n: count() })
      .from(t.likes)
      .where(eq(t.likes.newsId, article!.id));
    const [news] = await server.database.db
      .select({ likeCount: t.news.likeCount })
      .from(t.news)
      .where(eq(t.news.id, article!.id));
    expect(news!.likeCount).toBe(Number(rows!.n));
    expect(Number(rows!.n)).toBeLessThanOrEqual(USERS);
  }, 120_000);
});
