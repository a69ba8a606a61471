import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { staffOf } from './staff.ts';

/** What one account may do in a window, whatever address it works from. */
interface AccountLimit {
  name: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * The newsroom's work that costs the server most — files kept on disk, pages of fetching — is
 * limited per account, so a stolen or careless session cannot fill the disk or hammer a feed.
 */
export const NEWSROOM_LIMITS = {
  uploads: {
    name: 'uploads',
    max: 30,
    windowSeconds: 10 * 60,
    message: 'You have uploaded many files in a few minutes. Please wait a little and try again.',
  },
  feedFetches: {
    name: 'feed-fetches',
    max: 20,
    windowSeconds: 10 * 60,
    message:
      'You have fetched feeds many times in a few minutes. Please wait a little and try again.',
  },
} satisfies Record<string, AccountLimit>;

/** Counts the call against the account's limit first, then refuses it (429) past the limit. */
export async function takeFromAccountLimit(
  request: FastifyRequest,
  limit: AccountLimit,
): Promise<void> {
  const { count, retryAfter } = await request.server.counters.hit(
    `newsroom-${limit.name}:${staffOf(request).id}`,
    limit.windowSeconds,
  );
  if (count > limit.max) {
    const refusal = new HttpError(429, 'TOO_MANY_REQUESTS', limit.message);
    refusal.retryAfter = retryAfter;
    throw refusal;
  }
}
