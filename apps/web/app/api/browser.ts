import { PROOF_HEADER, PROOF_REQUIRED } from '@vaarta/core/proof-of-work';
import type { ApiResponse } from '@vaarta/web-contract/server-contract';
import { clearSession, storedToken } from '../lib/session';
import {
  ApiError,
  NO_ANSWER,
  readEnvelope,
  toSearchParams,
  type ApiClient,
  type Query,
} from './client';
import { httpReads } from './page-reads';

/** Calls give up after 10 s (docs/product/constants.md). */
const TIMEOUT_MS = 10_000;
/** An upload (an e-paper's PDF runs to 60 MB) may take longer on a newsroom's line. */
const UPLOAD_TIMEOUT_MS = 300_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Call {
  query?: Query;
  /** JSON, or a FormData the browser sends as multipart/form-data. */
  body?: unknown;
}

/** X-Client-Type and, whenever one is stored, the reader's bearer token. */
function readerHeaders(accept: string): Record<string, string> {
  const mobile = typeof matchMedia === 'function' && matchMedia('(max-width: 768px)').matches;
  const headers: Record<string, string> = {
    accept,
    'X-Client-Type': mobile ? 'mobile' : 'desktop',
  };
  const token = storedToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * One call from the browser to same-origin `/api`, with the headers every call carries:
 * X-Client-Type and, whenever one is stored, the reader's bearer token (start-up fetches the
 * profile of a token stored without a user). A 401 forgets the stored session
 * (docs/product/accounts.md). No answer at all becomes an ApiError with status 0.
 */
async function send(method: Method, path: string, call: Call = {}): Promise<ApiResponse> {
  const search = toSearchParams(call.query);
  const headers = readerHeaders('application/json');
  const form = call.body instanceof FormData;
  // A FormData sets its own multipart content type, boundary included.
  if (call.body !== undefined && !form) headers['content-type'] = 'application/json';
  const attempt = async () => {
    const response = await fetch(`/api${path}${search.size ? `?${search}` : ''}`, {
      method,
      headers,
      body: call.body === undefined || form ? (call.body as FormData) : JSON.stringify(call.body),
      signal: AbortSignal.timeout(form ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS),
    });
    if (response.status === 401) clearSession();
    return { status: response.status, body: await response.text() };
  };
  try {
    const answer = await attempt();
    const proof = answer.status === 428 ? await proofFor(answer.body) : null;
    if (!proof) return answer;
    headers[PROOF_HEADER] = proof;
    return await attempt();
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

/**
 * The solution of a proof-of-work challenge the server answered with (docs/decisions/0040):
 * past an address's share of sign-ups or logins, a call is sent again with it, unseen.
 */
async function proofFor(body: string): Promise<string | null> {
  let answer: { error?: string; details?: unknown };
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    return null;
  }
  if (answer.error !== PROOF_REQUIRED) return null;
  const { solveProof } = await import('./proof-of-work');
  return solveProof(answer.details);
}

/** The browser's client: what components and hooks hand to the API modules. */
export const browserApi: ApiClient = {
  get: async <T>(path: string, query?: Query) =>
    readEnvelope<T>(await send('GET', path, { query })),
  post: async <T>(path: string, body?: unknown) =>
    readEnvelope<T>(await send('POST', path, { body })),
  put: async <T>(path: string, body: unknown) => readEnvelope<T>(await send('PUT', path, { body })),
  patch: async <T>(path: string, body: unknown) =>
    readEnvelope<T>(await send('PATCH', path, { body })),
  delete: async <T>(path: string) => readEnvelope<T>(await send('DELETE', path)),
};

/** The pages' reads in the browser: calls to `/api`, as the browser's client makes them. */
export const browserReads = httpReads(browserApi);

/**
 * A file the server keeps behind the same login rule as its list (an e-paper's PDF), fetched
 * as the signed-in reader: a 401 forgets the session, as a call's does. Fails with an ApiError.
 */
export async function fetchFileAsReader(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { headers: readerHeaders('*/*'), signal });
  } catch {
    throw new ApiError(
      0,
      NO_ANSWER.network,
      'Network error. Please check your internet connection.',
    );
  }
  if (response.status === 401) clearSession();
  if (!response.ok) {
    throw new ApiError(response.status, 'FILE_NOT_LOADED', `${path} answered ${response.status}`);
  }
  return response.blob();
}
