import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { PROOF_HEADER, PROOF_REQUIRED } from '@vaarta/core/proof-of-work';
import type { App } from '../app.ts';

export interface Reply {
  status: number;
  /** The reply's Set-Cookie header, when it has one. */
  setCookie?: string | undefined;
  body: { status?: number; message?: string; error?: string; details?: unknown };
}

/** A solution of a 428's challenge, as the web app sends it. */
export async function solveProof(reply: Reply): Promise<string> {
  const { challenge } = reply.body.details as { challenge: Challenge };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge has no solution');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * The app listening on a free port of this machine, for real parallel requests over HTTP. Start
 * it with TRUST_PROXY=loopback: `from` then names the client each request comes from.
 */
export async function listening(app: App) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; from?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> => {
    const response = await fetch(base + path, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.from ? { 'x-forwarded-for': options.from } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      setCookie: response.headers.get('set-cookie') ?? undefined,
      body: text.startsWith('{') ? JSON.parse(text) : {},
    };
  };
  /** A POST that, asked for a proof of work, solves it and sends the call again, as a browser. */
  const postPaying = async (path: string, body: unknown, from: string): Promise<Reply> => {
    const first = await call('POST', path, { body, from });
    if (first.status !== 428 || first.body.error !== PROOF_REQUIRED) return first;
    return call('POST', path, { body, from, headers: { [PROOF_HEADER]: await solveProof(first) } });
  };
  /**
   * Sends `calls` at once on connections opened beforehand, so they reach the server together
   * rather than one connection set-up apart.
   */
  const burst = async <T>(calls: (() => Promise<T>)[]): Promise<T[]> => {
    await Promise.all(calls.map(() => call('GET', '/api/roles')));
    return Promise.all(calls.map((send) => send()));
  };
  return {
    base,
    call,
    burst,
    post: (path: string, body: unknown, from?: string) => call('POST', path, { body, from }),
    postPaying,
  };
}

/** Many addresses of a documentation range, one per simulated client. */
export const addressNumber = (prefix: string, n: number) =>
  `${prefix}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
