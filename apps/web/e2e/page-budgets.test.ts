import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

/** The home page's HTML before compression, at most (docs/performance.md, "Budgets"). */
const HOME_HTML_BUDGET_BYTES = 60 * 1024;

/** What a phone's Chrome sends when it opens a page, as `bench:longtail` asks for it. */
const DOCUMENT_HEADERS = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-language': 'en-IN,en;q=0.9',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'sec-fetch-user': '?1',
  'upgrade-insecure-requests': '1',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('page budgets', () => {
  it('keeps the home page within 60 KB of HTML before compression', async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: DOCUMENT_HEADERS });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    // fetch hands over the body decompressed: its length is the HTML's own.
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(HOME_HTML_BUDGET_BYTES);
  });
});
