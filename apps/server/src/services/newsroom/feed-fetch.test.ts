import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundGuard, parseNetworks } from '../../lib/outbound-guard.ts';
import { startFeedServer, type FeedServer } from '../../test/feed-server.ts';
import { fetchFeed, type FetchOptions } from './feed-fetch.ts';

let feeds: FeedServer;
const none = { etag: null, lastModified: null };
const local: FetchOptions = {
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  guard: new OutboundGuard(parseNetworks('127.0.0.1/32')),
};

beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds?.close());

describe('fetching a feed', () => {
  it('answers the text and the validators, then 304 to a conditional GET', async () => {
    const first = await fetchFeed(feeds.url('/feeds/district-news.rss'), none, local);
    if (first.notModified) throw new Error('expected a body');
    expect(first.text).toContain('వరంగల్‌లో కొత్త బస్ డిపో ప్రారంభం');
    expect(first.validators.etag).toMatch(/^"[0-9a-f]{12}"$/);
    expect(first.validators.lastModified).toBe('Mon, 23 Nov 2026 04:00:00 GMT');
    const second = await fetchFeed(feeds.url('/feeds/district-news.rss'), first.validators, local);
    expect(second).toEqual({ notModified: true });
    expect(feeds.requests.at(-1)).toMatchObject({
      ifNoneMatch: first.validators.etag,
      ifModifiedSince: 'Mon, 23 Nov 2026 04:00:00 GMT',
    });
  });

  it('follows a redirect and reads a gzipped feed', async () => {
    const moved = await fetchFeed(feeds.url('/moved'), none, local);
    expect(moved.notModified).toBe(false);
    const zipped = await fetchFeed(feeds.url('/gzip/feeds/state-news.atom'), none, local);
    expect(!zipped.notModified && zipped.text).toContain('రైతు బంధు');
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    await expect(fetchFeed(feeds.url('/slow'), none, { ...local, timeoutMs: 300 })).rejects.toThrow(
      'The feed did not answer within 0.3 seconds.',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops reading past the size limit', async () => {
    await expect(
      fetchFeed(feeds.url('/big'), none, { ...local, maxBytes: 1024 * 1024 }),
    ).rejects.toThrow('The feed is larger than 1 MB.');
  });

  it('says what went wrong in plain words', async () => {
    await expect(fetchFeed(feeds.url('/feeds/missing.rss'), none, local)).rejects.toThrow(
      'The feed answered 404 Not Found.',
    );
    await expect(fetchFeed('ftp://example.in/feed', none, local)).rejects.toThrow(
      'The feed address must start with http:// or https://.',
    );
  });

  it('refuses an address on this machine or a private network unless allowed', async () => {
    const options = { ...local, guard: new OutboundGuard() };
    await expect(fetchFeed(feeds.url('/feeds/district-news.rss'), none, options)).rejects.toThrow(
      'The feed address does not lead to a public web server.',
    );
    await expect(fetchFeed('http://localhost:9/feed', none, options)).rejects.toThrow(
      'The feed address does not lead to a public web server.',
    );
  });
});
