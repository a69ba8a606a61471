import { RETRY_ATTEMPTS, RETRY_FIRST_DELAY_MS } from '@vaarta/core/constants';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retry policy (docs/decisions/0011): up to 3 attempts, waiting 1 s and then 2 s, and only for
 * failures `retryable` accepts (network errors and 5xx); any other failure is final at once.
 */
export async function withRetry<T>(
  call: () => Promise<T>,
  retryable: (error: unknown) => boolean,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= RETRY_ATTEMPTS || !retryable(error)) throw error;
      await wait(RETRY_FIRST_DELAY_MS * 2 ** (attempt - 1));
    }
  }
}
