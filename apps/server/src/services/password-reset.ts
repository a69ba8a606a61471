import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '@vaarta/core/constants';
import { interfaceLanguageOf } from '@vaarta/i18n/languages';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Counters } from '../lib/counters.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { AccountService } from './accounts.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { hashCode, newCode, sameHash } from './tokens.ts';

export const CODE_SENT =
  'If an account exists for this e-mail, we have sent a 5-digit verification code to it.';
export const INVALID_CODE = 'Invalid verification code. Please try again.';
export const EXPIRED_CODE = 'Verification code has expired. Please request a new one.';
export const TOO_MANY_TRIES = 'Too many wrong codes. Please request a new one.';
export const PASSWORD_RESET = 'Password reset successfully! Please login with your new password.';

/** Requests per e-mail per hour, whatever the IP (docs/decisions/0018). */
const CODES_PER_EMAIL_PER_HOUR = 5;

/**
 * Password reset by a 5-digit code sent by e-mail (docs/decisions/0018): the same answer whether
 * or not the e-mail has an account; codes hashed, valid 10 minutes, 5 wrong tries, a new one
 * only after 60 s — all enforced here, not in the browser.
 */
export class PasswordResetService {
  private readonly db: Db;
  private readonly accounts: AccountService;
  private readonly mailer: Mailer;
  private readonly counters: Counters;
  private readonly resendCooldownSeconds: number;

  constructor(deps: {
    db: Db;
    accounts: AccountService;
    mailer: Mailer;
    counters: Counters;
    /** OTP_RESEND_COOLDOWN_SECONDS from the configuration. */
    resendCooldownSeconds: number;
  }) {
    this.db = deps.db;
    this.accounts = deps.accounts;
    this.mailer = deps.mailer;
    this.counters = deps.counters;
    this.resendCooldownSeconds = deps.resendCooldownSeconds;
  }

  /** Sends a code (first request and resend alike). Unknown e-mails get the same answer. */
  async sendCode(emailInput: string, language: string | undefined): Promise<void> {
    const email = emailInput.toLowerCase();
    const cooldown = await this.counters.hit(`otp-cooldown:${email}`, this.resendCooldownSeconds);
    if (cooldown.count > 1) {
      throw new HttpError(
        429,
        'TOO_MANY_REQUESTS',
        `Please wait ${cooldown.retryAfter} seconds before requesting a new code.`,
      );
    }
    const hourly = await this.counters.hit(`otp-hour:${email}`, 3600);
    if (hourly.count > CODES_PER_EMAIL_PER_HOUR) {
      throw new HttpError(
        429,
        'TOO_MANY_REQUESTS',
        'Too many codes requested. Please try again later.',
      );
    }
    const found = await this.accounts.findByIdentifier(email);
    if (!found) return;
    const code = newCode(OTP_LENGTH);
    const now = Date.now();
    await this.db.transaction(async (tx) => {
      // A new code replaces any earlier one.
      await tx
        .update(t.oneTimeCodes)
        .set({ consumedAt: new Date(now) })
        .where(and(eq(t.oneTimeCodes.email, email), isNull(t.oneTimeCodes.consumedAt)));
      await tx.insert(t.oneTimeCodes).values({
        email,
        purpose: 'password_reset',
        codeHash: hashCode(email, code),
        expiresAt: new Date(now + OTP_TTL_MINUTES * 60_000),
      });
    });
    const texts = MAIL_TEXTS[interfaceLanguageOf(language ?? found.user.preferences.language)];
    await this.mailer.send({
      to: found.user.email,
      subject: texts.codeSubject,
      text: texts.codeBody(code, OTP_TTL_MINUTES),
    });
  }

  /** Checks a code without using it up; counts a wrong try against the live code. */
  async verify(emailInput: string, code: string): Promise<void> {
    await this.liveCode(emailInput.toLowerCase(), code);
  }

  async reset(emailInput: string, code: string, newPassword: string): Promise<void> {
    const email = emailInput.toLowerCase();
    const row = await this.liveCode(email, code);
    const found = await this.accounts.findByIdentifier(email);
    if (!found) throw new HttpError(400, 'BAD_REQUEST', INVALID_CODE);
    // Used once: of two resets with the same code at the same moment, one sets the password.
    const used = await this.db
      .update(t.oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(t.oneTimeCodes.id, row.id), isNull(t.oneTimeCodes.consumedAt)))
      .returning({ id: t.oneTimeCodes.id });
    if (used.length === 0) throw new HttpError(400, 'BAD_REQUEST', INVALID_CODE);
    await this.accounts.setPassword(found.user.id, newPassword);
  }

  /**
   * The live code `code` matches. Every guess is counted before it is compared, by one update
   * that succeeds only while the code has tries left: however many guesses arrive at once, at
   * most OTP_MAX_ATTEMPTS of them are ever compared. A right guess gives its try back, so
   * checking a code and then resetting with it does not spend two of them.
   */
  private async liveCode(email: string, code: string) {
    const [row] = await this.db
      .select()
      .from(t.oneTimeCodes)
      .where(and(eq(t.oneTimeCodes.email, email), isNull(t.oneTimeCodes.consumedAt)))
      .orderBy(desc(t.oneTimeCodes.createdAt))
      .limit(1);
    if (!row) throw new HttpError(400, 'BAD_REQUEST', INVALID_CODE);
    if (row.expiresAt.getTime() <= Date.now())
      throw new HttpError(400, 'CODE_EXPIRED', EXPIRED_CODE);
    const [counted] = await this.db
      .update(t.oneTimeCodes)
      .set({ attempts: sql`${t.oneTimeCodes.attempts} + 1` })
      .where(
        and(
          eq(t.oneTimeCodes.id, row.id),
          isNull(t.oneTimeCodes.consumedAt),
          lt(t.oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .returning({ attempts: t.oneTimeCodes.attempts });
    if (!counted) throw new HttpError(429, 'TOO_MANY_REQUESTS', TOO_MANY_TRIES);
    if (!sameHash(row.codeHash, hashCode(email, code))) {
      if (counted.attempts >= OTP_MAX_ATTEMPTS) {
        throw new HttpError(429, 'TOO_MANY_REQUESTS', TOO_MANY_TRIES);
      }
      throw new HttpError(400, 'BAD_REQUEST', INVALID_CODE);
    }
    await this.db
      .update(t.oneTimeCodes)
      .set({ attempts: sql`${t.oneTimeCodes.attempts} - 1` })
      .where(eq(t.oneTimeCodes.id, row.id));
    return row;
  }
}
