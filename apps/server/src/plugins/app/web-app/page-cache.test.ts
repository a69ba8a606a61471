import { createHash } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml } from './compress-html.ts';
import { inlineScriptSources, PageCache, replayPage } from './page-cache.ts';

type Respond = (request: IncomingMessage, response: ServerResponse) => void;

/** Serves one request with `respond` on a loopback port and answers what the client received. */
async function serveOnce(respond: Respond, headers: Record<string, string> = {}) {
  const server = createServer(respond);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

const html: OutgoingHttpHeaders = { 'content-type': 'text/html; charset=utf-8' };
const page = (nonce: string) =>
  `<html><script nonce="${nonce}">start()</script><script src="/assets/a.js"></script>` +
  `<p>హైదరాబాద్</p><script nonce="${nonce}" type="module">import "/assets/b.js";</script></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Renders like React Router's listener: writeHead with its Response's status text (empty), chunks,
 * then end().
 */
function render(status: number, headers: OutgoingHttpHeaders, body: string) {
  return (response: ServerResponse) => {
    // A fresh object, as React Router's listener hands over: the compressor adds to it.
    response.writeHead(status, '', { ...headers });
    const bytes = Buffer.from(body);
    response.write(bytes.subarray(0, 40));
    response.write(bytes.subarray(40));
    response.end();
  };
}

async function rendering(cache: PageCache, variant: string, nonce: string) {
  return serveOnce((_request, response) => {
    cache.capture(variant, response);
    response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}'`);
    render(200, html, page(nonce))(response);
  });
}

/** A variant rendered a second time in the interval: the cache keeps it. */
async function cachedRendering(cache: PageCache, variant: string, nonce: string) {
  await rendering(cache, variant, 'n0nceBefore');
  return rendering(cache, variant, nonce);
}

describe('the shared page cache', () => {
  it('finds the hash of every inline script the server wrote, and none of a script with src', () => {
    expect(inlineScriptSources(page('n0nce'), 'n0nce')).toBe(
      `${sha('start()')} ${sha('import "/assets/b.js";')}`,
    );
    expect(inlineScriptSources('<p>no scripts</p>', 'n0nce')).toBe('');
  });

  it('allows no script that reached the HTML without the rendering’s nonce', () => {
    const injected = page('n0nce').replace(
      '<p>హైదరాబాద్</p>',
      '<p><script>steal()</script><script nonce="guess">steal()</script></p>',
    );
    expect(inlineScriptSources(injected, 'n0nce')).toBe(
      `${sha('start()')} ${sha('import "/assets/b.js";')}`,
    );
    expect(inlineScriptSources(injected, '')).toBe('');
  });

  it('replays a page byte for byte, its scripts allowed by hash instead of the new nonce', async () => {
    const cache = new PageCache(10_000, 10, 1_000_000);
    const first = await cachedRendering(cache, '/|en', 'n0nceOne');
    expect(first.body.toString()).toBe(page('n0nceOne'));

    const replayed = await serveOnce((request, response) => {
      response.setHeader('content-security-policy', "script-src 'self' 'nonce-n0nceTwo'");
      replayPage(cache.get('/|en')!, 'n0nceTwo', request, response);
    });
    expect(replayed.status).toBe(200);
    // The status line as rendered, not Node's default reason phrase.
    expect(first.statusText).toBe('');
    expect(replayed.statusText).toBe('');
    expect(replayed.body.toString()).toBe(page('n0nceOne'));
    expect(replayed.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${sha('start()')} ${sha('import "/assets/b.js";')}`,
    );
  });

  it('keeps a page when its variant is rendered a second time in the interval', async () => {
    // An interval long enough for two renderings on a busy machine.
    const cache = new PageCache(1_000, 10, 1_000_000);
    await rendering(cache, '/', 'n0nce');
    expect(cache.get('/')).toBeUndefined();
    await rendering(cache, '/', 'n0nce');
    expect(cache.get('/')).toBeDefined();

    // Once its interval is over, a variant's first rendering is not kept again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await rendering(cache, '/', 'n0nce');
    expect(cache.get('/')).toBeUndefined();
    // Nor after a change to news.
    await rendering(cache, '/about', 'n0nce');
    cache.clear();
    await rendering(cache, '/about', 'n0nce');
    expect(cache.get('/about')).toBeUndefined();
  });

  it('keeps the page as rendered, not as compressed for the reader who caused it', async () => {
    const cache = new PageCache(10_000, 10, 1_000_000);
    await rendering(cache, '/', 'n0nceBefore');
    const first = await serveOnce(
      (request, response) => {
        compressHtml(request, response);
        cache.capture('/', response);
        render(200, html, page('n0nce'))(response);
      },
      { 'accept-encoding': 'br' },
    );
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.body.toString()).toBe(page('n0nce'));
    expect(brotliDecompressSync(cache.get('/')!.br).toString()).toBe(page('n0nce'));
    expect(cache.get('/')!.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a page compressed once, and sends it as each browser accepts', async () => {
    const cache = new PageCache(10_000, 10, 1_000_000);
    await cachedRendering(cache, '/', 'n0nce');
    const kept = cache.get('/')!.br;
    expect(brotliDecompressSync(kept).toString()).toBe(page('n0nce'));
    const asked = (acceptEncoding: string) =>
      serveOnce((request, response) => replayPage(cache.get('/')!, 'n0nce', request, response), {
        'accept-encoding': acceptEncoding,
      });
    const brotli = await asked('gzip, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.body.toString()).toBe(page('n0nce'));
    expect(cache.get('/')!.br).toBe(kept);
    const gzip = await asked('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body.toString()).toBe(page('n0nce'));
    const plain = await asked('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(page('n0nce'));
  });

  it('weighs a page by the bytes it keeps', async () => {
    const cache = new PageCache(10_000, 10, 1_000_000);
    await cachedRendering(cache, '/', 'n0nce');
    const { br } = cache.get('/')!;
    const tight = new PageCache(10_000, 10, br.length);
    await cachedRendering(tight, '/', 'n0nce');
    expect(tight.get('/')).toBeDefined();
    const tighter = new PageCache(10_000, 10, br.length - 1);
    await cachedRendering(tighter, '/', 'n0nce');
    expect(tighter.get('/')).toBeUndefined();
  });

  it('keeps the not-found page too, but never an error, a cookie or a no-store page', async () => {
    const cache = new PageCache(10_000, 10, 1_000_000);
    const cases: [string, number, OutgoingHttpHeaders][] = [
      ['missing', 404, html],
      ['failed', 500, html],
      ['cookie', 200, { ...html, 'set-cookie': 'a=b' }],
      ['private', 200, { ...html, 'cache-control': 'no-store' }],
      ['json', 200, { 'content-type': 'application/json' }],
    ];
    for (const [variant, status, headers] of cases) {
      const respond: Respond = (_request, response) => {
        cache.capture(variant, response);
        render(status, headers, page('n0nce'))(response);
      };
      await serveOnce(respond);
      await serveOnce(respond);
    }
    expect(cache.get('missing')?.status).toBe(404);
    for (const variant of ['failed', 'cookie', 'private', 'json']) {
      expect(cache.get(variant)).toBeUndefined();
    }
  });

  it('drops every page when cleared (news changed) and after its time', async () => {
    const cache = new PageCache(50, 10, 1_000_000);
    await cachedRendering(cache, '/', 'n0nce');
    cache.clear();
    expect(cache.get('/')).toBeUndefined();
    await cachedRendering(cache, '/', 'n0nce');
    expect(cache.get('/')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(cache.get('/')).toBeUndefined();
  });

  it('does not keep a page whose rendering began before news changed', async () => {
    const cache = new PageCache(60_000, 10, 1_000_000);
    await rendering(cache, '/', 'n0nceBefore');
    const sent = await serveOnce((_request, response) => {
      cache.capture('/', response);
      response.writeHead(200, 'OK', { ...html });
      response.write(page('n0nce'));
      // News changes while the page (with the old news) is still being written.
      cache.clear();
      response.end();
    });
    expect(sent.body.toString()).toBe(page('n0nce'));
    expect(cache.get('/')).toBeUndefined();
    await cachedRendering(cache, '/', 'n0nce');
    expect(cache.get('/')).toBeDefined();
  });
});
