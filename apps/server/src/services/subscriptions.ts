import { and, eq, isNull } from 'drizzle-orm';
import { interfaceLanguageOf } from '@vaarta/i18n/languages';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { Mailer } from '../lib/mailer.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { hashToken, newToken } from './tokens.ts';

export const SUBSCRIBED = 'Thank you for subscribing! Please check your e-mail to confirm.';

/**
 * Feedback and the newsletter: both stored, the newsletter confirmed by e-mail
 * (docs/decisions/0016).
 */
export class SubscriptionService {
  private readonly db: Db;
  private readonly mailer: Mailer;

  constructor(db: Db, mailer: Mailer) {
    this.db = db;
    this.mailer = mailer;
  }

  async saveFeedback(
    userId: string | null,
    feedback: { subject: string; message: string; rating: number },
  ) {
    await this.db.insert(t.feedback).values({ userId, ...feedback });
  }

  /**
   * Subscribes (or re-sends the confirmation to) an address. A confirmed subscriber gets the
   * same answer and no mail, so the box never reveals who is subscribed.
   */
  async subscribe(
    emailInput: string,
    language: string | undefined,
    siteUrl: string,
  ): Promise<void> {
    const email = emailInput.toLowerCase();
    const languageCode = interfaceLanguageOf(language);
    const { token, hash } = newToken();
    const [row] = await this.db
      .insert(t.newsletterSubscribers)
      .values({ email, languageCode, confirmTokenHash: hash })
      .onConflictDoUpdate({
        target: t.newsletterSubscribers.email,
        set: { confirmTokenHash: hash, languageCode, unsubscribedAt: null },
        setWhere: isNull(t.newsletterSubscribers.confirmedAt),
      })
      .returning({ id: t.newsletterSubscribers.id });
    if (!row) return;
    const texts = MAIL_TEXTS[languageCode];
    const link = `${siteUrl}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: email,
      subject: texts.newsletterSubject,
      text: texts.newsletterBody(link),
    });
  }

  async confirm(token: string): Promise<boolean> {
    const rows = await this.db
      .update(t.newsletterSubscribers)
      .set({ confirmedAt: new Date(), confirmTokenHash: null })
      .where(
        and(
          eq(t.newsletterSubscribers.confirmTokenHash, hashToken(token)),
          isNull(t.newsletterSubscribers.confirmedAt),
        ),
      )
      .returning({ id: t.newsletterSubscribers.id });
    return rows.length > 0;
  }
}
