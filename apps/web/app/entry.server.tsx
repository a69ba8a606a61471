import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  RouterContextProvider,
  ServerRouter,
  type EntryContext,
  type RouterContext,
} from 'react-router';
import type { LoadContextInput, WebServerEntry } from '@vaarta/web-contract/server-contract';
import { createInProcessClient } from './api/client';
import { carouselScriptFile } from './features/home/breaking-autoplay-script';
import { inProcessReads } from './api/page-reads';
import {
  apiContext,
  NonceContext,
  nonceContext,
  readsContext,
  siteUrlContext,
  epaperRequiresLoginContext,
  pushKeyContext,
} from './lib/context';
import { resolvedByVariantContext, type ResolvedRequest } from './lib/edition.server';
import { HtmlOnlyDataContext, htmlOnlyDataContext } from './lib/html-only-data';
import { i18nFor, requestLanguage } from './lib/i18n.server';
import { htmlReuser } from './lib/reused-html.server';
import { HtmlReuseContext } from './ui/reused-html';

export { pageAddress, pageVariant } from './page-variant.server';

/** The pages' scripts that travel as files of their own (docs/decisions/0183). */
export const scriptFiles: WebServerEntry['scriptFiles'] = [carouselScriptFile()];

export const streamTimeout = 5_000;

/**
 * HTML that pages share (docs/decisions/0091-home-sections-rendered-once.md): the home's listed
 * sections, 5 per content and interface language at the time-ago of the moment, at a few KB each.
 */
const reuseHtml = htmlReuser(200);

/**
 * Called by apps/server for every page request: the typed reads, the in-process API for the
 * rest, what the page's variant computation resolved, and the CSP nonce.
 */
export function createLoadContext({
  reads,
  transport,
  resolved,
  nonce,
  siteUrl,
  epaperRequiresLogin,
  pushPublicKey,
}: LoadContextInput): RouterContextProvider {
  const api = createInProcessClient((path, query) => transport(path, query, {}));
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [readsContext, inProcessReads(reads)],
      [apiContext, api],
      // The server hands back what this build's pageVariant made.
      [resolvedByVariantContext, resolved as ResolvedRequest | null],
      [nonceContext, nonce],
      [siteUrlContext, siteUrl.replace(/\/+$/, '')],
      [epaperRequiresLoginContext, epaperRequiresLogin],
      [pushKeyContext, pushPublicKey],
      [htmlOnlyDataContext, new Map<string, unknown>()],
    ]),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const rootData = routerContext.staticHandlerContext.loaderData['root'] as
    { lang?: Parameters<typeof i18nFor>[0] } | undefined;
  const i18n = i18nFor(rootData?.lang ?? requestLanguage(request));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <HtmlOnlyDataContext.Provider value={loadContext.get(htmlOnlyDataContext)}>
            <HtmlReuseContext.Provider value={reuseHtml}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </HtmlReuseContext.Provider>
          </HtmlOnlyDataContext.Provider>
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // The whole document at once: its shell is nearly all of it, and what React would stream
        // after (the router's data) would bring React's script that moves streamed parts into
        // place (docs/decisions/0183).
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
