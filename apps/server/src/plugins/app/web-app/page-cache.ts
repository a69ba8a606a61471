import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import { acceptedEncoding, BROTLI_PARAMS, type HtmlEncoding } from './compress-html.ts';

/** A rendered page as it was sent, with what its Content-Security-Policy needs. */
export interface CachedPage {
  status: number;
  /** The reason phrase the rendering sent (React Router sends its Response's, often empty). */
  statusMessage: string;
  headers: OutgoingHttpHeaders;
  /**
   * The page compressed with Brotli once, when it was kept: what nearly every browser takes as
   * it is, and a fifth of the page's bytes, so the cache's bytes hold five times the pages.
   */
  br: Buffer;
  /** The CSP sources of its inline scripts ('sha256-…'): they replace the rendering's nonce. */
  scriptSources: string;
}

/** Variants remembered as rendered once, for each page the cache may keep (a name is small). */
const RENDERED_ONCE_PER_PAGE = 10;

/** Statuses every reader of the same variant would get alike: the page, or the not-found page. */
const SHAREABLE_STATUSES = new Set([200, 404]);

function shareable(status: number, headers: OutgoingHttpHeaders): boolean {
  return (
    SHAREABLE_STATUSES.has(status) &&
    String(headers['content-type'] ?? '').startsWith('text/html') &&
    headers['set-cookie'] === undefined &&
    !/\bno-store\b/.test(String(headers['cache-control'] ?? ''))
  );
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const CSP_NONCE = /'nonce-([^']+)'/;

/**
 * The hash source, as CSP writes them, of every inline script the server wrote into a page: the
 * ones carrying the rendering's `nonce`. A script that reached the HTML any other way (an
 * injection) has no nonce, and a replay does not allow it either.
 */
export function inlineScriptSources(html: string, nonce: string): string {
  const sources = new Set<string>();
  if (!nonce) return '';
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes!.includes(` nonce="${nonce}"`)) continue;
    sources.add(`'sha256-${createHash('sha256').update(content!).digest('base64')}'`);
  }
  return [...sources].join(' ');
}

/**
 * Server-rendered pages shared by every reader of the same variant (path, interface language,
 * edition, theme: pages carry nothing personal) for a few seconds, and dropped whenever news
 * changes. A home page is asked for thousands of times a minute and changes when news does, so
 * rendering (and compressing) it once per variant and interval is enough.
 *
 * A fresh rendering allows its inline scripts by the reply's nonce. A page replayed from here
 * allows them by their hashes instead, so its bytes never change and a reused nonce is never
 * sent to two readers.
 */
export class PageCache {
  private readonly pages: TtlCache<string, CachedPage>;
  /**
   * Variants rendered once in the last interval. A page is kept when its variant is rendered a
   * second time: most pages of a long tail are asked for once, and kept they would only push out
   * the pages readers share (and hold the server's memory) until they expire.
   */
  private readonly renderedOnce: TtlCache<string, true>;
  /** Counts the clears: a rendering begun before one may hold news that has since changed. */
  private clears = 0;

  constructor(ttlMs: number, maxEntries: number, maxBytes: number) {
    this.pages = new TtlCache(ttlMs, maxEntries, {
      weigh: (page) => page.br.length,
      maxWeight: maxBytes,
    });
    this.renderedOnce = new TtlCache(ttlMs, maxEntries * RENDERED_ONCE_PER_PAGE);
  }

  get(variant: string): CachedPage | undefined {
    return this.pages.get(variant);
  }

  clear(): void {
    this.clears += 1;
    this.pages.clear();
    this.renderedOnce.clear();
  }

  /**
   * Records what the renderer writes to `response` (before compression: install this after the
   * compressor) and keeps the page if its variant was rendered once already in the interval,
   * every reader of the variant may share it, and news did not change while it was rendered (it
   * is sent, but kept it would show old news until expiry).
   */
  capture(variant: string, response: ServerResponse): void {
    if (!this.renderedOnce.get(variant)) {
      this.renderedOnce.set(variant, true);
      return;
    }
    const clearsAtStart = this.clears;
    let status = 0;
    let statusMessage = '';
    let headers: OutgoingHttpHeaders = {};
    const chunks: Buffer[] = [];

    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
      status = code;
      const given = rest.find(
        (arg): arg is OutgoingHttpHeaders =>
          typeof arg === 'object' && arg !== null && !Array.isArray(arg),
      );
      // A copy: the compressor adds its content-encoding to the object it is handed.
      headers = { ...given };
      const written = (writeHead as (...args: unknown[]) => ServerResponse).call(
        this,
        code,
        ...rest,
      );
      statusMessage = this.statusMessage;
      return written;
    } as ServerResponse['writeHead'];

    const write = response.write.bind(response) as (chunk: unknown) => boolean;
    response.write = ((chunk: unknown) => {
      chunks.push(Buffer.from(chunk as Uint8Array));
      return write(chunk);
    }) as ServerResponse['write'];

    const end = response.end.bind(response) as (chunk?: unknown) => ServerResponse;
    response.end = ((chunk?: unknown) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
      // A reply cut short (the reader went away) holds only part of the page.
      if (!response.destroyed && clearsAtStart === this.clears && shareable(status, headers)) {
        const body = Buffer.concat(chunks);
        const csp = response.getHeader('content-security-policy');
        const nonce = (typeof csp === 'string' && CSP_NONCE.exec(csp)?.[1]) || '';
        this.pages.set(variant, {
          status,
          statusMessage,
          headers,
          br: brotliCompressSync(body, { params: BROTLI_PARAMS }),
          scriptSources: inlineScriptSources(body.toString('utf8'), nonce),
        });
      }
      return end(chunk);
    }) as ServerResponse['end'];
  }
}

/** The page in the encoding the browser accepts (none: the page itself). */
function encoded(page: CachedPage, encoding: HtmlEncoding | null): Buffer {
  if (encoding === 'br') return page.br;
  const body = brotliDecompressSync(page.br);
  return encoding === 'gzip' ? gzipSync(body) : body;
}

/**
 * Sends a cached page, compressed as the browser accepts. `nonce` is the one this reply's
 * Content-Security-Policy was given: the page's script hashes take its place.
 */
export function replayPage(
  page: CachedPage,
  nonce: string,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const csp = response.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    response.setHeader(
      'content-security-policy',
      csp.replace(` 'nonce-${nonce}'`, page.scriptSources ? ` ${page.scriptSources}` : ''),
    );
  }
  const encoding = acceptedEncoding(request);
  const headers: OutgoingHttpHeaders = { ...page.headers };
  headers['vary'] = headers['vary']
    ? `${String(headers['vary'])}, Accept-Encoding`
    : 'Accept-Encoding';
  const body = encoded(page, encoding);
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  // The status line as rendered: a replay answers exactly as a fresh rendering does.
  response.writeHead(page.status, page.statusMessage, headers);
  response.end(body);
}
