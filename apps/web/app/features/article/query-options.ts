import { RETRY_ATTEMPTS, RETRY_FIRST_DELAY_MS } from '@vaarta/core/constants';
import { isRetryable } from '../../api/client';
import type { Session } from '../../lib/session';

/**
 * Retry policy (docs/decisions/0011) for what the page fetches: 3 attempts, 1 s then 2 s, network
 * or 5xx.
 */
export const retryPolicy = {
  retry: (failures: number, error: unknown) => failures < RETRY_ATTEMPTS - 1 && isRetryable(error),
  retryDelay: (failures: number) => RETRY_FIRST_DELAY_MS * 2 ** failures,
};

/** Who is looking: the reader's own like and held comments differ from an anonymous view. */
export const viewerOf = (session: Session | null) =>
  session ? (session.user?.id ?? 'signed-in') : 'anonymous';
