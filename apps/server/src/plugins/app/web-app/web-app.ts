import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ServerBuild } from 'react-router';
import { isSearchPath } from '@vaarta/core/discovery-paths';
import type {
  ApiResponse,
  ApiTransport,
  ResolvedPage,
  WebServerEntry,
} from '@vaarta/web-contract/server-contract';
import { canonicalPath } from '@vaarta/core/addresses';
import { repoRoot, vapidKeysOf } from '../../../config.ts';
import { currentTiming, timingEntry, type RequestTiming } from '../../../lib/request-timing.ts';
import { newsReads } from '../../../routes/news/reads.ts';
import { compressHtml } from './compress-html.ts';
import { knownArticleAddress } from './known-addresses.ts';
import { NOT_FOUND_ADDRESS, notFoundPaths } from './not-found-pages.ts';
import { PageCache, replayPage } from './page-cache.ts';
import { pageReads } from './page-reads.ts';
import { serveScriptFiles } from './script-files.ts';

export interface WebAppOptions {
  /** The web app's build folder (`apps/web/build` by default). */
  buildDir?: string | undefined;
}

/** Paths other parts of the server own: an unknown one is their 404, never a page. */
const NOT_PAGES = /^\/(api|media|epapers)(\/|$)/;
const PAGE_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** What a page request gets while the web app has no build. */
export const NOT_BUILT =
  'The web app is not built. Run `npm run build` and restart the server (`npm start` builds it when needed).';
/** A header the server sets for the page renderer; one sent by a client is overwritten. */
const NONCE_HEADER = 'x-vaarta-csp-nonce';
/** React Router's single-fetch data requests: the route data of a client-side navigation. */
const DATA_REQUEST = /^[^?]*\.data(\?|$)/;
/**
 * Page variants kept at once, and the most they may weigh: pages are kept compressed (a page of
 * 20–130 KB is 5–25 KB with Brotli), so 16 MB holds about a thousand.
 */
const PAGE_CACHE_ENTRIES = 1_000;
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** A permanent redirect between public addresses is the same for everyone, for a day. */
const PUBLIC_REDIRECT_CACHE = 'public, max-age=86400';

/**
 * The canonical address of a path that is nearly one (`/TE/`, `…/page/1`: docs/decisions/0110),
 * or null when the path is one already, or is no address at all.
 */
function nearAddress(url: string): string | null {
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  const canonical = canonicalPath(pathname);
  return canonical !== null && canonical !== pathname ? canonical : null;
}

/**
 * The script nonce of this reply. Helmet puts a nonce in style-src too, which would switch off its
 * 'unsafe-inline' (style attributes of dialogs and menus): keep the nonce for scripts only.
 */
function scriptNonceOnly(reply: FastifyReply): string {
  const nonces = reply.cspNonce;
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp === 'string' && nonces?.style) {
    reply.raw.setHeader('content-security-policy', csp.replace(` 'nonce-${nonces.style}'`, ''));
  }
  return nonces?.script ?? '';
}

/**
 * One entry per kind of typed read (`read-news-in-categories;desc="6 reads";dur=…`): the time
 * all reads of the kind took, added up, and how many there were when more than one.
 */
function readEntries(reads: RequestTiming['reads']): string[] {
  const byKind = new Map<string, { ms: number; count: number }>();
  for (const { kind, ms } of reads) {
    const total = byKind.get(kind) ?? { ms: 0, count: 0 };
    byKind.set(kind, { ms: total.ms + ms, count: total.count + 1 });
  }
  return [...byKind].map(([kind, { ms, count }]) =>
    timingEntry(
      `read-${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
      ms,
      count > 1 ? `${count} reads` : undefined,
    ),
  );
}

/**
 * Sends `Server-Timing` with the page's head: how long the page took until then (`render`, or
 * `cache;desc=hit` when it came from the shared cache), the typed reads made for it (those of
 * its variant too, so a replay lists what finding its variant read), each other in-process API
 * call, and the time its database queries took.
 */
function addServerTiming(
  response: ServerResponse,
  name: 'render' | 'cache;desc=hit',
  timing: RequestTiming | null,
): void {
  const started = performance.now();
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const entries = [timingEntry(name, performance.now() - started)];
    entries.push(...readEntries(timing?.reads ?? []));
    for (const call of timing?.apiCalls ?? []) entries.push(timingEntry('api', call.ms, call.path));
    entries.push(timingEntry('db', timing?.dbMs ?? 0));
    this.setHeader('Server-Timing', entries.join(', '));
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Without a build every page request answers 503 with what to do; API and files still work. */
async function notBuiltPages(app: FastifyInstance, buildDir: string): Promise<void> {
  app.log.warn(`No web app build in ${buildDir}: pages answer 503. ${NOT_BUILT}`);
  app.route({
    method: PAGE_METHODS,
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      if (NOT_PAGES.test(request.url)) return reply.callNotFound();
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(NOT_BUILT);
    },
  });
}

/**
 * The reader's web app (docs/decisions/0005-web-app-in-the-api-process.md): the built client
 * files with long-lived caching, and every other page request handed to React Router's request
 * listener. Loaders read in-process: the reads public pages make typed, from the services
 * (page-reads.ts, docs/decisions/0172-typed-page-reads.md), any other through `app.inject`;
 * inline scripts carry the request's CSP nonce. Without a build (`npm run build`) pages answer
 * 503 saying so.
 */
export default fp<WebAppOptions>(
  async (app, options) => {
    // The site's public origin; without it, the origin each request was sent to.
    const publicUrl = app.config.PUBLIC_URL;
    // How long readers of the same page variant share one rendering; 0 renders every request.
    const pageCacheSeconds = app.config.PAGE_CACHE_SECONDS;
    const buildDir = options.buildDir ?? path.join(repoRoot, 'apps/web/build');
    const serverEntry = path.join(buildDir, 'server/index.js');
    if (!existsSync(serverEntry)) return notBuiltPages(app, buildDir);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    const entry = build.entry.module as unknown as WebServerEntry;

    // Hashed files under /assets/ never change; the rest (service worker, manifest) is revalidated.
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      cacheControl: false,
      // scripts/build.ts writes a .br and a .gz beside each text file: sent as they are.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });

    serveScriptFiles(app, entry.scriptFiles);

    const reads = pageReads(newsReads(app.services), app.log);
    const callName = (apiPath: string, query: URLSearchParams) =>
      query.size ? `${apiPath}?${query.toString()}` : apiPath;
    const pushPublicKey = vapidKeysOf(app.config)?.publicKey ?? null;
    /** The API in-process, for the reads `reads` does not cover; each call is timed. */
    const transport: ApiTransport = async (apiPath, query) => {
      const started = performance.now();
      const response = await apiCall(callName(apiPath, query));
      // The query is part of the name: a page asks one path for several lists (a home section
      // each), and only a repeat of the very same call would be waste.
      currentTiming()?.apiCalls.push({
        path: callName(apiPath, query),
        ms: performance.now() - started,
      });
      return response;
    };
    /** What the page's variant computation resolved, for the render of the same request. */
    const resolvedForRender = new AsyncLocalStorage<ResolvedPage | null>();
    const listener = createRequestListener({
      build,
      mode: 'production',
      getLoadContext: (request) =>
        entry.createLoadContext({
          nonce: request.headers.get(NONCE_HEADER) ?? '',
          siteUrl: publicUrl ?? new URL(request.url).origin,
          epaperRequiresLogin: app.config.EPAPER_REQUIRES_LOGIN,
          pushPublicKey,
          reads,
          resolved: resolvedForRender.getStore() ?? null,
          transport,
        }) as ReturnType<
          NonNullable<Parameters<typeof createRequestListener>[0]['getLoadContext']>
        >,
    });

    async function apiCall(pathAndQuery: string): Promise<ApiResponse> {
      const response = await app.inject({ method: 'GET', url: `/api${pathAndQuery}` });
      return { status: response.statusCode, body: response.body };
    }

    const pageCache =
      pageCacheSeconds > 0
        ? new PageCache(pageCacheSeconds * 1000, PAGE_CACHE_ENTRIES, PAGE_CACHE_BYTES)
        : null;
    const isNotFound = notFoundPaths(build);

    /**
     * The address a page request is rendered (and cached) at: without the query parameters no
     * page reads, and one address for every path that reaches only the not-found page — so a
     * random `?x=` or a random path cannot make each request render.
     */
    const renderedAddress = (url: string) => {
      const address = entry.pageAddress(url);
      const query = address.indexOf('?');
      const pathname = query < 0 ? address : address.slice(0, query);
      return isNotFound(pathname)
        ? NOT_FOUND_ADDRESS + (query < 0 ? '' : address.slice(query))
        : address;
    };
    if (pageCache) app.services.news.onChange(() => pageCache.clear());

    /**
     * Where a page document is rendered and the variant it is shared by; null when the catalogue
     * cannot be read (the page is then rendered for this request alone). Without PUBLIC_URL,
     * pages name the origin they were asked at (canonical URLs), so a page asked for with
     * another Host header is never shared with readers of this one.
     */
    const sharedPageOf = async (request: FastifyRequest) =>
      entry
        .pageVariant(
          await knownArticleAddress(renderedAddress(request.url), (id) => reads.article(id)),
          request.headers.cookie,
          request.headers['accept-language'],
          reads,
          transport,
        )
        .then(
          ({ address, variant, resolved }) => ({
            address,
            variant: (publicUrl ? '' : `${request.protocol}://${request.host}\n`) + variant,
            resolved,
          }),
          () => null,
        );

    // Pages live in a scope of their own without body parsers: a form POST reaches React Router
    // untouched.
    await app.register(async (pages) => {
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
      pages.route({
        method: PAGE_METHODS,
        url: '/*',
        schema: { hide: true },
        helmet: { enableCSPNonces: true },
        handler: async (request, reply) => {
          if (NOT_PAGES.test(request.url)) return reply.callNotFound();
          const canonical = nearAddress(request.url);
          if (canonical && (request.method === 'GET' || request.method === 'HEAD')) {
            return reply.header('Cache-Control', PUBLIC_REDIRECT_CACHE).redirect(canonical, 301);
          }
          const nonce = scriptNonceOnly(reply);
          request.raw.headers[NONCE_HEADER] = nonce;
          // A client navigation's data request (`/about.data?_routes=…`) is never shared and
          // keeps its own address; a document is rendered at the address every reader shares.
          // Search results are asked for once each: never shared (docs/decisions/0120).
          const shared =
            pageCache &&
            nonce &&
            request.method === 'GET' &&
            !DATA_REQUEST.test(request.url) &&
            !isSearchPath(request.url.split('?')[0]!)
              ? await sharedPageOf(request)
              : null;
          if (shared) request.raw.url = shared.address;
          const variant = shared?.variant;
          const cached = variant ? pageCache?.get(variant) : undefined;
          if (variant) app.metrics.pageCache.inc({ result: cached ? 'hit' : 'miss' });
          addServerTiming(reply.raw, cached ? 'cache;desc=hit' : 'render', request.timing);
          reply.hijack();
          if (cached) return replayPage(cached, nonce, request.raw, reply.raw);
          compressHtml(request.raw, reply.raw);
          if (variant) pageCache?.capture(variant, reply.raw);
          await resolvedForRender.run(shared?.resolved ?? null, () =>
            listener(request.raw, reply.raw),
          );
        },
      });
    });
  },
  { name: 'web-app', dependencies: ['config', 'services', 'metrics'] },
);
