import type { ApiTransport } from '@vaarta/web-contract/server-contract';
import { ApiError, toSearchParams, type ApiClient, type Query } from './client';
import { httpReads, type PageReads } from './page-reads';

/** For tests: a call the fake API was asked. */
export interface RecordedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What the fake answers for a path: the `result`, made from the call; throwing is failing. */
export type FakeAnswers = Record<string, (call: RecordedCall) => unknown>;

/**
 * For tests: a client that answers from a table of paths and records every call in order, the
 * pages' reads made through it (as the browser makes them) and the server's in-process transport
 * answered by it (status and envelope). A path without an answer fails as the server's 404 would.
 */
export function fakeApi(answers: FakeAnswers): {
  api: ApiClient;
  reads: PageReads;
  transport: ApiTransport;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const call = async <T>(
    method: RecordedCall['method'],
    path: string,
    query?: Query,
    body?: unknown,
  ): Promise<T> => {
    const recorded = { method, path, query: toSearchParams(query), body };
    calls.push(recorded);
    const answer = answers[path];
    if (!answer) throw new ApiError(404, 'NOT_FOUND', `No answer for ${path}`);
    return answer(recorded) as T;
  };
  const api: ApiClient = {
    get: (path, query) => call('GET', path, query),
    post: (path, body) => call('POST', path, undefined, body),
    put: (path, body) => call('PUT', path, undefined, body),
    patch: (path, body) => call('PATCH', path, undefined, body),
    delete: (path) => call('DELETE', path),
  };
  const transport: ApiTransport = (path, query) =>
    api.get(path, Object.fromEntries(query)).then(
      (result) => ({ status: 200, body: JSON.stringify({ status: 1, message: 'OK', result }) }),
      (error: ApiError) => ({
        status: error.httpStatus,
        body: JSON.stringify({ status: 0, error: error.code, message: error.message }),
      }),
    );
  return { calls, api, reads: httpReads(api), transport };
}
