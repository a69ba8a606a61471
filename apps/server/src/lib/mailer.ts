export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail: over SMTP, or into a development outbox when none is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mails kept for development and tests when no SMTP server is configured. */
  readonly outbox: (Mail & { sentAt: string })[] | null;
}
