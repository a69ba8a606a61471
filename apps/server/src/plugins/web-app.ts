import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { WebServerEntry } from '@vaarta/web/server-contract';
import { repoRoot } from '../config.ts';
import { compressHtml } from '../routes/web/compress-html.ts';
import plainPage from '../routes/web/index.ts';

export interface WebAppOptions {
  /** The web app's build folder (`apps/web/build` by default). */
  buildDir?: string;
  /** The site's public origin (`PUBLIC_URL`); without it, the origin each request was sent to. */
  publicUrl?: string | undefined;
}

/** Paths other parts of the server own: an unknown one is their 404, never a page. */
const NOT_PAGES = /^\/(api|media|epapers)(\/|$)/;
/** A header the server sets for the page renderer; one sent by a client is overwritten. */
const NONCE_HEADER = 'x-vaarta-csp-nonce';

/**
 * The reader's web app (ARCHITECTURE.md § Web, TOOLCHAIN.md): the built client files with
 * long-lived caching, and every other page request handed to React Router's request listener.
 * Loaders call the API in-process through `app.inject`, and inline scripts carry the request's
 * CSP nonce. Without a build (`npm run build -w @vaarta/web`) the plain first page is served.
 */
export default fp<WebAppOptions>(async (app, options) => {
  const buildDir = options.buildDir ?? path.join(repoRoot, 'apps/web/build');
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn(`no web app build at ${buildDir}: serving the plain page at /`);
    await app.register(plainPage);
    return;
  }
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

  const listener = createRequestListener({
    build,
    mode: 'production',
    getLoadContext: (request) =>
      entry.createLoadContext({
        nonce: request.headers.get(NONCE_HEADER) ?? '',
        siteUrl: options.publicUrl ?? new URL(request.url).origin,
        transport: async (apiPath, query) => {
          const search = query.size ? `?${query.toString()}` : '';
          const response = await app.inject({ method: 'GET', url: `/api${apiPath}${search}` });
          return { status: response.statusCode, body: response.body };
        },
      }) as ReturnType<NonNullable<Parameters<typeof createRequestListener>[0]['getLoadContext']>>,
  });

  // Pages live in a scope of their own without body parsers: a form POST reaches React Router
  // untouched.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      helmet: { enableCSPNonces: true },
      handler: async (request, reply) => {
        if (NOT_PAGES.test(request.url)) return reply.callNotFound();
        const nonces = reply.cspNonce;
        // Helmet puts a nonce in style-src too, which would switch off its 'unsafe-inline'
        // (style attributes of dialogs and menus): keep the nonce for scripts only.
        const csp = reply.raw.getHeader('content-security-policy');
        if (typeof csp === 'string' && nonces?.style) {
          reply.raw.setHeader(
            'content-security-policy',
            csp.replace(` 'nonce-${nonces.style}'`, ''),
          );
        }
        request.raw.headers[NONCE_HEADER] = nonces?.script ?? '';
        const started = performance.now();
        const writeHead = reply.raw.writeHead;
        reply.raw.writeHead = function (this: typeof reply.raw, ...args: unknown[]) {
          this.setHeader('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
          return (writeHead as (...a: unknown[]) => typeof reply.raw).apply(this, args);
        } as typeof reply.raw.writeHead;
        compressHtml(request.raw, reply.raw);
        reply.hijack();
        await listener(request.raw, reply.raw);
      },
    });
  });
});
