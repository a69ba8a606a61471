import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that tells a device an account has logged in from before (docs/decisions/0158). */
export const KNOWN_DEVICE_COOKIE = 'vaarta_device';
/** How long a device stays known after its last login. */
export const KNOWN_DEVICE_DAYS = 180;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Devices an account has logged in from: a right password leaves a cookie holding the time and
 * a keyed hash (HMAC-SHA256) of the account and that time. The cookie names no account and
 * cannot be made without the key; it opens nothing by itself, it only lets that account's
 * next login from the device go first when logins flood the server.
 */
export class KnownDevices {
  private readonly key: Buffer;
  private readonly now: () => number;

  /** `secret`: shared by every server of a site; random per process when none is configured. */
  constructor(secret: string | undefined, now: () => number = Date.now) {
    this.key = secret ? Buffer.from(secret) : randomBytes(32);
    this.now = now;
  }

  private mac(userId: string, issuedAt: string): Buffer {
    return createHmac('sha256', this.key).update(`${userId}.${issuedAt}`).digest();
  }

  /** The cookie's value for a device that has just logged in to `userId`. */
  issue(userId: string): string {
    const issuedAt = this.now().toString(36);
    return `${issuedAt}.${this.mac(userId, issuedAt).toString('base64url')}`;
  }

  /** Whether `value` is a cookie this site issued to `userId` within its lifetime. */
  recognises(value: string | undefined, userId: string): boolean {
    const [issuedAt, given, ...rest] = (value ?? '').split('.');
    if (!issuedAt || !given || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issuedAt)) return false;
    const age = this.now() - Number.parseInt(issuedAt, 36);
    if (age < 0 || age > KNOWN_DEVICE_DAYS * DAY_MS) return false;
    const expected = this.mac(userId, issuedAt);
    const sent = Buffer.from(given, 'base64url');
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }
}

/** The value of cookie `name` in a Cookie header, if it is there. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
