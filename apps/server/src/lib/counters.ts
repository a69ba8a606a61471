/**
 * Fixed-window counters for limits that follow an account or an e-mail rather than an IP
 * (failed logins, code requests): in process, or in Redis shared by every instance.
 */
export interface Counters {
  /** Adds one to `key` and answers the count in the current window and the seconds left. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}
