/**
 * What apps/server and the web app's server build agree on. The server hands each page request
 * the typed reads pages make (page-reads.ts), a way to call the API in-process for any other read
 * (no network hop) and the request's CSP nonce; the web app's server entry turns them into React
 * Router's load context (`createLoadContext`).
 */
import type { PageReads } from './page-reads.ts';

export interface ApiResponse {
  status: number;
  body: string;
}

/**
 * Calls `GET /api{path}?{query}` inside the server process, for the reads `PageReads` does not
 * cover: answered as the API's status and body.
 */
export type ApiTransport = (
  path: string,
  query: URLSearchParams,
  headers: Record<string, string>,
) => Promise<ApiResponse>;

/**
 * What a page's variant computation (`pageVariant`) resolved for a request, handed to its render
 * so the edition is resolved once a request. Only the web app looks inside.
 */
export interface ResolvedPage {
  /** The page path it was resolved for. */
  readonly resolvedFor: string;
}

export interface LoadContextInput {
  /** The reads public pages make, answered by the server's services. */
  reads: PageReads;
  transport: ApiTransport;
  /** What the variant computation resolved for this request; null when it did not run. */
  resolved: ResolvedPage | null;
  /** The per-request nonce the Content-Security-Policy allows inline scripts with. */
  nonce: string;
  /** The site's public origin (`PUBLIC_URL`, else the request's), for canonical and share URLs. */
  siteUrl: string;
  /** E-newspapers need a signed-in reader (`EPAPER_REQUIRES_LOGIN`). */
  epaperRequiresLogin: boolean;
  /** The VAPID public key readers' browsers subscribe to pushes with; null: no notifications. */
  pushPublicKey: string | null;
}

/** The address every unknown path is rendered at, so one rendering serves them all. */
export const NOT_FOUND_ADDRESS = '/not-found';

/** Where a page is rendered, and the variant every reader of the same page shares. */
export interface SharedPage {
  /** The page's address with only what it reads (`pageAddress`), as the page reads it. */
  address: string;
  /** Two page requests with the same variant get the same page. */
  variant: string;
  /** What was resolved on the way, for the render of `address` (null: nothing to hand over). */
  resolved: ResolvedPage | null;
}

/**
 * A script the server sends as a file of its own, at an address that changes with its text
 * (`/scripts/<name>.<tag>.js`), so a browser fetches it once rather than in every page.
 */
export interface ScriptFile {
  path: string;
  text: string;
}

/** Extra exports of the web app's server entry (`build/server/index.js` → `entry.module`). */
export interface WebServerEntry {
  /** The pages' scripts that travel as files (docs/decisions/0183-carousel-script-as-a-file.md). */
  scriptFiles: readonly ScriptFile[];
  createLoadContext(input: LoadContextInput): unknown;
  /** A page's address without the query parameters no page reads (`?utm_source=…`). */
  pageAddress(url: string): string;
  /**
   * Two page requests with the same variant get the same page, so the server may answer the
   * second from its shared cache (the page's address, plus what the cookies change). Checks the
   * edition, the list's page and the mandi selection against the catalogue through `reads` (and
   * `transport` for the mandi's lists).
   */
  pageVariant(
    path: string,
    cookie: string | undefined,
    acceptLanguage: string | undefined,
    reads: PageReads,
    transport: ApiTransport,
  ): Promise<SharedPage>;
}
