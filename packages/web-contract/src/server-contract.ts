/**
 * What apps/server and the web app's server build agree on. The server hands each page request
 * a way to call the API in-process (no network hop) and the request's CSP nonce; the web app's
 * server entry turns them into React Router's load context (`createLoadContext`).
 */
export interface ApiResponse {
  status: number;
  body: string;
}

/** A successful call answered without HTTP: the envelope's `result`, as the server made it. */
export interface ApiResult {
  status: 200;
  result: unknown;
}

/**
 * Calls `GET /api{path}?{query}` inside the server process: the reads pages make most are
 * answered by the services directly (a result), any other call or any failure as the API's
 * status and body.
 */
export type ApiTransport = (
  path: string,
  query: URLSearchParams,
  headers: Record<string, string>,
) => Promise<ApiResponse | ApiResult>;

export interface LoadContextInput {
  transport: ApiTransport;
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
}

/** Extra exports of the web app's server entry (`build/server/index.js` → `entry.module`). */
export interface WebServerEntry {
  createLoadContext(input: LoadContextInput): unknown;
  /** A page's address without the query parameters no page reads (`?utm_source=…`). */
  pageAddress(url: string): string;
  /**
   * Two page requests with the same variant get the same page, so the server may answer the
   * second from its shared cache (the page's address, plus what the cookies change). Checks the
   * edition and the mandi selection against the catalogue through `transport`.
   */
  pageVariant(
    path: string,
    cookie: string | undefined,
    acceptLanguage: string | undefined,
    transport: ApiTransport,
  ): Promise<SharedPage>;
}
