import type { Counters } from '../lib/counters.ts';
import { HttpError } from '../lib/http-error.ts';
import { LOGIN_ATTEMPTS } from '../lib/limits.ts';

export const TOO_MANY_LOGINS = 'Too many failed logins. Please try again in 15 minutes.';

/**
 * The login attempts of each account (docs/decisions/0040), whichever identifier named it: its
 * e-mail and its phone number count as one. Each attempt is counted before its password is
 * checked, so a burst of guesses cannot slip past the count.
 */
export class LoginAttempts {
  private readonly counters: Counters;

  constructor(counters: Counters) {
    this.counters = counters;
  }

  private static keys(account: string, address: string) {
    return { fromAddress: `login:${account}:${address}`, everywhere: `login:${account}` };
  }

  /**
   * Counts one attempt at the account from anywhere, and answers whether it is past the
   * account's ceiling: the attempt must then carry a proof of work.
   */
  async countEverywhere(account: string): Promise<{ pastCeiling: boolean; quiet: boolean }> {
    const { max, windowSeconds } = LOGIN_ATTEMPTS.perAccount;
    const everywhere = await this.counters.hit(
      LoginAttempts.keys(account, '').everywhere,
      windowSeconds,
    );
    return {
      pastCeiling: everywhere.count > max,
      // Few attempts lately: a login that looks like its reader's, first in line for a hash.
      quiet: everywhere.count <= LOGIN_ATTEMPTS.perAddress.max,
    };
  }

  /** Counts one attempt from this address; a 429 once it has used up its tries at the account. */
  async count(account: string, address: string): Promise<void> {
    const { max, windowSeconds } = LOGIN_ATTEMPTS.perAddress;
    const fromAddress = await this.counters.hit(
      LoginAttempts.keys(account, address).fromAddress,
      windowSeconds,
    );
    if (fromAddress.count > max) {
      const refusal = new HttpError(429, 'TOO_MANY_REQUESTS', TOO_MANY_LOGINS);
      refusal.retryAfter = fromAddress.retryAfter;
      throw refusal;
    }
  }

  /** A right password gives this address its tries at the account back. */
  async succeeded(account: string, address: string): Promise<void> {
    await this.counters.reset(LoginAttempts.keys(account, address).fromAddress);
  }
}
