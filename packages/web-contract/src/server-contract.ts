/**
 * What apps/server and the web app's server build agree on. The server hands each page request
 * a way to call the API in-process (no network hop) and the request's CSP nonce; the web app's
 * server entry turns them into React Router's load context (`createLoadContext`).
 */
export interface ApiResponse {
  status: number;
  body: string;
}

/** Calls `GET /api{path}?{query}` inside the server process and answers its status and body. */
export type ApiTransport = (
  path: string,
  query: URLSearchParams,
  headers: Record<string, string>,
) => Promise<ApiResponse>;

export interface LoadContextInput {
  transport: ApiTransport;
  /** The per-request nonce the Content-Security-Policy allows inline scripts with. */
  nonce: string;
  /** The site's public origin (`PUBLIC_URL`, else the request's), for canonical and share URLs. */
  siteUrl: string;
  /** E-newspapers need a signed-in reader (`EPAPER_REQUIRES_LOGIN`). */
  epaperRequiresLogin: boolean;
}

/** Extra exports of the web app's server entry (`build/server/index.js` → `entry.module`). */
export interface WebServerEntry {
  createLoadContext(input: LoadContextInput): unknown;
  /** A page's address without the query parameters no page reads (`?utm_source=…`). */
  pageAddress(url: string): string;
  /**
   * Two page requests with the same variant get the same page, so the server may answer the
   * second from its shared cache (the page's address, plus what the cookies change).
   */
  pageVariant(path: string, cookie: string | undefined, acceptLanguage: string | undefined): string;
}
