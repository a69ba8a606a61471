import type { ApiResponse } from '../../src/server-contract';

/** Spec §7 envelopes: `{ status: 1, message, result }` or `{ status: 0, message, error }`. */
export type Query = Record<string, string | number | boolean | null | undefined>;

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

export interface ApiClient {
  /** The `result` of a successful GET, or an ApiError. */
  get<T>(path: string, query?: Query): Promise<T>;
}

export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** Reads an envelope: a list is accepted only with status 1 (spec §5 Server lists). */
export function readEnvelope<T>(response: ApiResponse): T {
  let body: { status?: number; message?: string; error?: string; result?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    throw new ApiError(
      response.status,
      'BAD_RESPONSE',
      'Something went wrong. Please try again later.',
    );
  }
  if (response.status >= 400 || body.status !== 1) {
    throw new ApiError(
      response.status,
      body.error ?? 'UNKNOWN',
      body.message ?? 'Something went wrong. Please try again later.',
    );
  }
  return body.result as T;
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

/** The browser's client: same-origin `/api`, with the spec's X-Client-Type header. */
export const browserApi: ApiClient = createApiClient(async (path, query) => {
  const search = query.size ? `?${query}` : '';
  const mobile = typeof matchMedia === 'function' && matchMedia('(max-width: 768px)').matches;
  const response = await fetch(`/api${path}${search}`, {
    headers: { accept: 'application/json', 'X-Client-Type': mobile ? 'mobile' : 'desktop' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
});

/** POSTs JSON to `/api{path}` and answers the envelope's message, or throws an ApiError. */
export async function postJson(path: string, payload: unknown): Promise<string> {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  readEnvelope<unknown>({ status: response.status, body: text });
  return (JSON.parse(text) as { message?: string }).message ?? '';
}
