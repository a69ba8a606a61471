import http, { STATUS_CODES, type IncomingMessage } from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { RefusedAddress, type OutboundGuard } from '../../lib/outbound-guard.ts';

/** Why a feed could not be read, in words an editor understands (shown on the source). */
export class FeedFetchError extends Error {}

export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchedFeed =
  { notModified: true } | { notModified: false; text: string; validators: FeedValidators };

export interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Which addresses the feed and its redirects may lead to (a feed is on the open web). */
  guard: OutboundGuard;
}

const MAX_REDIRECTS = 3;

const NOT_PUBLIC = () =>
  new FeedFetchError('The feed address does not lead to a public web server.');

function charsetOf(contentType: string | undefined, head: Buffer): string {
  const fromHeader = /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1];
  const fromXml = /^<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head.toString('latin1'))?.[1];
  const label = (fromHeader ?? fromXml ?? 'utf-8').toLowerCase();
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return 'utf-8';
  }
}

function decompressed(response: IncomingMessage): NodeJS.ReadableStream {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/**
 * Fetches a feed once: a conditional GET (the last ETag and Last-Modified), redirects followed
 * up to three times, the whole fetch given `timeoutMs`, the (decompressed) body at most
 * `maxBytes`. Answers the text and the new validators, or that the feed has not changed.
 */
export async function fetchFeed(
  url: string,
  validators: FeedValidators,
  options: FetchOptions,
): Promise<FetchedFeed> {
  const deadline = Date.now() + options.timeoutMs;
  let address = url;
  for (let redirects = 0; ; redirects++) {
    const result = await fetchOnce(address, validators, options, deadline);
    if (!('redirect' in result)) return result;
    if (redirects >= MAX_REDIRECTS) throw new FeedFetchError('The feed redirects too many times.');
    address = result.redirect;
  }
}

function fetchOnce(
  url: string,
  validators: FeedValidators,
  options: FetchOptions,
  deadline: number,
): Promise<FetchedFeed | { redirect: string }> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.reject(new FeedFetchError('The feed address is not a web address.'));
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return Promise.reject(
      new FeedFetchError('The feed address must start with http:// or https://.'),
    );
  }
  try {
    options.guard.assertHost(target.hostname);
  } catch {
    return Promise.reject(NOT_PUBLIC());
  }
  const client = target.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {
    'user-agent': 'Vaarta feed reader',
    accept:
      'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;

  return new Promise((resolve, reject) => {
    const request = client.get(target, { headers, lookup: options.guard.lookup, agent: false });
    const fail = (error: Error) => {
      request.destroy();
      reject(
        error instanceof FeedFetchError ? error : new FeedFetchError(plainNetworkError(error)),
      );
    };
    const timer = setTimeout(
      () =>
        fail(
          new FeedFetchError(`The feed did not answer within ${options.timeoutMs / 1000} seconds.`),
        ),
      Math.max(deadline - Date.now(), 0),
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const finish = (outcome: FetchedFeed | { redirect: string }) => {
        clearTimeout(timer);
        response.resume();
        resolve(outcome);
      };
      if (status === 304) return finish({ notModified: true });
      if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
        return finish({ redirect: new URL(response.headers.location, target).toString() });
      }
      if (status < 200 || status >= 300) {
        clearTimeout(timer);
        response.resume();
        return fail(
          new FeedFetchError(
            `The feed answered ${status} ${STATUS_CODES[status] ?? ''}.`.replace(' .', '.'),
          ),
        );
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      const tooLarge = new FeedFetchError(
        `The feed is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB.`,
      );
      if (declared > options.maxBytes) {
        clearTimeout(timer);
        return fail(tooLarge);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decompressed(response);
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          clearTimeout(timer);
          fail(tooLarge);
          return;
        }
        chunks.push(chunk);
      });
      body.on('error', () => {
        clearTimeout(timer);
        fail(new FeedFetchError('The feed’s answer could not be read.'));
      });
      body.on('end', () => {
        clearTimeout(timer);
        if (size > options.maxBytes) return;
        const raw = Buffer.concat(chunks);
        const text = new TextDecoder(
          charsetOf(response.headers['content-type'], raw.subarray(0, 200)),
        ).decode(raw);
        resolve({
          notModified: false,
          text,
          validators: {
            etag: header(response, 'etag'),
            lastModified: header(response, 'last-modified'),
          },
        });
      });
    });
  });
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === 'string' && value.length <= 200 ? value : null;
}

/**
 * One plain sentence for a connection that failed: never the network's own words, and the same
 * sentence however it failed (refused, closed, another protocol's banner, a bad certificate), so
 * the feed form tells nothing about what listens at an address.
 */
function plainNetworkError(error: Error): string {
  if (error instanceof RefusedAddress) return NOT_PUBLIC().message;
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOTFOUND' || code === 'EAI_AGAIN'
    ? 'The feed’s server name could not be found.'
    : 'The feed’s server could not be reached.';
}
