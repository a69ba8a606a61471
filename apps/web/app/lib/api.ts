import type { TFunction } from 'i18next';
import type { ApiResponse } from '@vaarta/web-contract/server-contract';
import { clearSession, readSession } from './session';

/** Spec §7 envelopes: `{ status: 1, message, result }` or `{ status: 0, message, error }`. */
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

/** The codes of calls that got no answer. */
export const NO_ANSWER = { network: 'NETWORK_ERROR', timeout: 'TIMEOUT' } as const;

export interface ApiClient {
  /** The `result` of a successful GET, or an ApiError. */
  get<T>(path: string, query?: Query): Promise<T>;
}

/** The browser's client also writes: JSON bodies, the reader's token. */
export interface BrowserApiClient extends ApiClient {
  post<T>(path: string, body?: unknown): Promise<T>;
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
const BAD_RESPONSE = 'BAD_RESPONSE';

/** Reads an envelope: a result is accepted only with status 1 (spec §5 Server lists). */
function parseEnvelope(response: ApiResponse): { message: string; result: unknown } {
  let body: { status?: number; message?: string; error?: string; result?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    throw new ApiError(response.status, BAD_RESPONSE, GENERIC_FAILURE);
  }
  if (response.status >= 400 || body.status !== 1) {
    throw new ApiError(response.status, body.error ?? 'UNKNOWN', body.message ?? GENERIC_FAILURE);
  }
  return { message: body.message ?? '', result: body.result };
}

export function readEnvelope<T>(response: ApiResponse): T {
  return parseEnvelope(response).result as T;
}

export function createApiClient(
  transport: (path: string, query: URLSearchParams) => Promise<ApiResponse>,
): ApiClient {
  return {
    async get<T>(path: string, query?: Query) {
      return readEnvelope<T>(await transport(path, toSearchParams(query)));
    },
  };
}

/** Spec §7: requests give up after 10 s. */
const TIMEOUT_MS = 10_000;

/**
 * One call from the browser to same-origin `/api`, with the spec's headers: X-Client-Type and,
 * when a reader is signed in, their bearer token (§6, §7). A 401 forgets the stored session
 * (DECISIONS 16). No answer at all becomes an ApiError with status 0.
 */
async function send(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<ApiResponse> {
  const search = toSearchParams(options.query);
  const mobile = typeof matchMedia === 'function' && matchMedia('(max-width: 768px)').matches;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'X-Client-Type': mobile ? 'mobile' : 'desktop',
  };
  const session = readSession();
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`/api${path}${search.size ? `?${search}` : ''}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401) clearSession();
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiError(0, NO_ANSWER.timeout, 'Request timeout. Please try again.');
    }
    throw new ApiError(
      0,
      NO_ANSWER.network,
      'Network error. Please check your internet connection.',
    );
  }
}

export const browserApi: BrowserApiClient = {
  get: async <T>(path: string, query?: Query) =>
    readEnvelope<T>(await send('GET', path, { query })),
  post: async <T>(path: string, body?: unknown) =>
    readEnvelope<T>(await send('POST', path, { body })),
  delete: async <T>(path: string) => readEnvelope<T>(await send('DELETE', path)),
};

/** POSTs JSON to `/api{path}` and answers the envelope's message, or throws an ApiError. */
export async function postJson(path: string, payload: unknown): Promise<string> {
  return parseEnvelope(await send('POST', path, { body: payload })).message;
}

/** Whether a call may be tried again: no answer came, or the server failed (spec §7 retry). */
export const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.httpStatus === 0 || error.httpStatus >= 500);

/**
 * Spec §8 Transport: what a failed call tells the reader, in the interface language. Other
 * refusals carry the server's own message, which is in English (ADR 0007): other interfaces
 * say it in their words.
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
