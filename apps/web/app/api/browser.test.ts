import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi } from './browser';
import { NO_ANSWER } from './client';

/** A signed-in reader's storage, as lib/session.ts keeps it. */
function signedIn() {
  const stored = new Map([
    ['token', 'opaque-token'],
    ['isLoggedIn', 'true'],
    ['user', JSON.stringify({ id: 'u1', firstName: 'Ravi' })],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('window', { dispatchEvent: () => true });
  return stored;
}

function answering(status: number, body: unknown) {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser client', () => {
  it('calls same-origin /api with the query, the client type and the reader’s token', async () => {
    signedIn();
    const fetch = answering(200, { status: 1, message: 'ok', result: [1] });
    expect(await browserApi.get('/news/states', { language_id: 'x', state_id: null })).toEqual([1]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/news/states?language_id=x');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({
      'X-Client-Type': 'desktop',
      authorization: 'Bearer opaque-token',
    });
  });

  it('sends a JSON body with PATCH', async () => {
    const fetch = answering(200, { status: 1, message: 'ok', result: null });
    await browserApi.patch('/auth/profile', { firstName: 'Ravi' });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"firstName":"Ravi"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends a form as multipart/form-data, leaving its content type to the browser', async () => {
    const fetch = answering(201, { status: 1, message: 'ok', result: { id: 'e1' } });
    const form = new FormData();
    form.append('date', '2026-11-24');
    expect(await browserApi.put('/newsroom/epapers/e1/pdf', form)).toEqual({ id: 'e1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/newsroom/epapers/e1/pdf');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('forgets the stored session on a 401', async () => {
    const stored = signedIn();
    answering(401, { status: 0, message: 'Please log in', error: 'UNAUTHORIZED' });
    await expect(browserApi.post('/news/n1/likes')).rejects.toMatchObject({ httpStatus: 401 });
    expect(stored.size).toBe(0);
  });

  it('turns no answer into an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(browserApi.get('/news/languages')).rejects.toMatchObject({
      httpStatus: 0,
      code: NO_ANSWER.network,
    });
  });
});

describe('a proof of work asked for', () => {
  it('is solved unseen and the call sent again with the solution', async () => {
    const { createChallenge, verifySolution } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/web/sha');
    const secret = 'a secret of the test server';
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 1_500,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async (_, init) =>
      (init.headers as Record<string, string>)['x-proof-of-work']
        ? Response.json({ status: 1, message: 'Welcome back, Ravi!', result: { token: 't' } })
        : Response.json(
            {
              status: 0,
              error: 'PROOF_REQUIRED',
              message: 'Please wait a moment while we check your request.',
              details: { challenge },
            },
            { status: 428 },
          ),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await browserApi.post('/auth/userLogin', { emailOrPhone: 'a@b.in' })).toEqual({
      token: 't',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const header = (fetch.mock.calls[1]![1].headers as Record<string, string>)['x-proof-of-work']!;
    const payload = JSON.parse(atob(header));
    const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: secret });
    expect(result.verified).toBe(true);
  });
});
