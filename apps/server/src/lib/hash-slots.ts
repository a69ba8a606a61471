// Bounds the password hashes running or waiting at once; past that, a call is shed with a 503.
import { HttpError } from './http-error.ts';

export const SERVICE_BUSY = 'Service temporarily unavailable. Please try again later.';

/**
 * Which queue a password hash waits in: logins from a device the account has used go first,
 * then other logins that look real, then the doubtful ones.
 */
export type HashLane = 'known' | 'trusted' | 'doubtful';

/**
 * Runs at most `concurrency` password hashes at once (argon2id takes a core and 64 MiB each).
 * A few more may wait, trusted ones first; beyond that a call is shed at once with a 503 and
 * Retry-After, so a flood of bogus logins cannot queue a real reader behind it.
 */
export class HashSlots {
  private running = 0;
  private readonly concurrency: number;
  private readonly limits: Record<HashLane, number>;
  private readonly waiting: Record<HashLane, (() => void)[]> = {
    known: [],
    trusted: [],
    doubtful: [],
  };

  constructor(options: { concurrency: number; waiting: Record<HashLane, number> }) {
    this.concurrency = options.concurrency;
    this.limits = options.waiting;
  }

  async run<T>(lane: HashLane, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      const queue = this.waiting[lane];
      if (queue.length >= this.limits[lane]) {
        const busy = new HttpError(503, 'SERVICE_BUSY', SERVICE_BUSY);
        busy.retryAfter = 1;
        throw busy;
      }
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, in the lanes' order; else it is freed.
      const next =
        this.waiting.known.shift() ?? this.waiting.trusted.shift() ?? this.waiting.doubtful.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
