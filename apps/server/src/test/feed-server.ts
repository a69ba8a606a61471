import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FeedServer {
  url: (pathname: string) => string;
  /** Requests answered, by path, with the conditional headers they carried. */
  requests: { path: string; ifNoneMatch?: string; ifModifiedSince?: string }[];
  close(): Promise<void>;
}

const LAST_MODIFIED = 'Mon, 23 Nov 2026 04:00:00 GMT';

/**
 * A local feed publisher for tests (the machine has no internet): serves the RSS and Atom
 * fixtures with an ETag and Last-Modified and answers 304 to a matching conditional GET;
 * `/slow` never answers, `/gzip/…` compresses, `/moved` redirects, `/big` streams too much;
 * `extra` adds feeds by path (RSS text written by a test).
 */
export async function startFeedServer(extra: Record<string, string> = {}): Promise<FeedServer> {
  const fixtures = path.join(import.meta.dirname, 'fixtures');
  const requests: FeedServer['requests'] = [];
  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push({
      path: pathname,
      ...(request.headers['if-none-match']
        ? { ifNoneMatch: request.headers['if-none-match'] }
        : {}),
      ...(request.headers['if-modified-since']
        ? { ifModifiedSince: request.headers['if-modified-since'] }
        : {}),
    });
    if (pathname === '/slow') return; // never answers
    if (extra[pathname] !== undefined) {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(extra[pathname]);
      return;
    }
    if (pathname === '/moved') {
      response.writeHead(301, { location: '/feeds/district-news.rss' }).end();
      return;
    }
    if (pathname === '/big') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 100 && response.write(chunk)) sent += 1;
        if (sent < 100) response.once('drain', pump);
        else response.end();
      };
      pump();
      return;
    }
    const gzip = pathname.startsWith('/gzip/');
    const name = pathname.replace(/^\/(gzip\/)?feeds\//, '');
    const file = await readFile(path.join(fixtures, path.basename(name))).catch(() => null);
    if (!file) {
      response.writeHead(404).end('not found');
      return;
    }
    const etag = `"${createHash('sha1').update(file).digest('hex').slice(0, 12)}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag, 'last-modified': LAST_MODIFIED }).end();
      return;
    }
    const type = name.endsWith('.atom') ? 'application/atom+xml' : 'application/rss+xml';
    response.writeHead(200, {
      'content-type': `${type}; charset=utf-8`,
      etag,
      'last-modified': LAST_MODIFIED,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(file) : file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
