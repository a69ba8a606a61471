import { describe, expect, it } from 'vitest';
import { ApiError, isRetryable } from '../api/client';
import { withRetry } from './retry';

function failing(errors: unknown[], value = 'ok') {
  let calls = 0;
  const call = async () => {
    const error = errors[calls++];
    if (error) throw error;
    return value;
  };
  return { call, calls: () => calls };
}

describe('retry policy (docs/decisions/0011)', () => {
  it('tries again after 1 s and then 2 s on network errors and 5xx', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const attempt = failing([new ApiError(0, 'NETWORK_ERROR', 'x'), new ApiError(503, 'X', 'x')]);
    await expect(withRetry(attempt.call, isRetryable, wait)).resolves.toBe('ok');
    expect(attempt.calls()).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after three attempts with the last error', async () => {
    const last = new ApiError(500, 'SERVER', 'third');
    const attempt = failing([
      new ApiError(500, 'S', 'first'),
      new ApiError(502, 'S', 'second'),
      last,
    ]);
    await expect(withRetry(attempt.call, isRetryable, async () => {})).rejects.toBe(last);
    expect(attempt.calls()).toBe(3);
  });

  it('never retries a 4xx such as a 404', async () => {
    const notFound = new ApiError(404, 'NOT_FOUND', 'News article not found.');
    const attempt = failing([notFound]);
    await expect(withRetry(attempt.call, isRetryable, async () => {})).rejects.toBe(notFound);
    expect(attempt.calls()).toBe(1);
  });
});
