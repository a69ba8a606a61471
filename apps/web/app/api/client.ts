import type { TFunction } from 'i18next';
import type { Pagination } from '@vaarta/core/pagination';
import type { ApiResponse } from '@vaarta/web-contract/server-contract';

/** A call's query parameters; empty ones are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** A failed call: the HTTP status (0 when no answer came), the server's code and message. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: string;
  constructor(httpStatus: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.code = code;
  }
}

/** One page of a paged list (the newsroom's lists). */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

/** The codes of calls that got no answer. */
export const NO_ANSWER = { network: 'NETWORK_ERROR', timeout: 'TIMEOUT' } as const;

/** What every caller may do: read. The server's in-process client (loaders) only reads. */
export interface ApiReader {
  /** The `result` of a successful GET, or an ApiError. */
  get<T>(path: string, query?: Query): Promise<T>;
}

/**
 * The browser's client also writes: JSON bodies (a FormData is sent as multipart/form-data, for
 * uploads), as the signed-in reader when there is one.
 */
export interface ApiClient extends ApiReader {
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

const GENERIC_FAILURE = 'Something went wrong. Please try again later.';
/** The code of an answer that was not an envelope at all (a proxy's error page, say). */
export const BAD_RESPONSE = 'BAD_RESPONSE';

/**
 * Reads an envelope, `{ status: 1, message, result }` or `{ status: 0, message, error }`: a
 * result is accepted only with status 1.
 */
export function readEnvelope<T>(response: ApiResponse): T {
  let body: { status?: number; message?: string; error?: string; result?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    throw new ApiError(response.status, BAD_RESPONSE, GENERIC_FAILURE);
  }
  if (response.status >= 400 || body.status !== 1) {
    throw new ApiError(response.status, body.error ?? 'UNKNOWN', body.message ?? GENERIC_FAILURE);
  }
  return body.result as T;
}

/**
 * The loaders' client for the reads `PageReads` does not cover: calls the API inside the server
 * process, through the load context.
 */
export function createInProcessClient(
  transport: (path: string, query: URLSearchParams) => Promise<ApiResponse>,
): ApiReader {
  return {
    get: async <T>(path: string, query?: Query) =>
      readEnvelope<T>(await transport(path, toSearchParams(query))),
  };
}

/**
 * Whether a call may be tried again: no answer came, or the server failed (docs/decisions/0011).
 */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.httpStatus === 0 || error.httpStatus >= 500);

/**
 * docs/product/reading.md, "Calls to the server": what a failed call tells the reader, in the
 * interface language. Other refusals carry the server's own message, which is in English
 * (docs/decisions/0007): other interfaces say it in their words.
 */
export function describeFailure(error: unknown, t: TFunction, language: string): string {
  if (!(error instanceof ApiError)) return t('transport.generic');
  if (error.code === NO_ANSWER.timeout) return t('transport.timeout');
  if (error.httpStatus === 0) return t('transport.network');
  if (error.httpStatus === 403) return t('transport.forbidden');
  if (error.httpStatus === 404) return t('transport.notFound');
  if (error.httpStatus >= 500) return t('transport.server');
  if (language === 'en' && error.code !== BAD_RESPONSE) return error.message;
  return error.httpStatus === 429 ? t('transport.tooManyRequests') : t('transport.generic');
}
