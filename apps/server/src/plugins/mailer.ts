import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mails kept for development and tests when no SMTP server is configured. */
  readonly outbox: (Mail & { sentAt: string })[] | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const OUTBOX_SIZE = 100;

/**
 * Mail over SMTP when SMTP_URL is set. Without it, every mail goes to the development outbox
 * (GET /api/dev/outbox, never in production) and the log, so a local reader can read a code.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: (mail: Mail) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox: null,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox: (Mail & { sentAt: string })[] = [];
  return {
    outbox,
    async send(mail) {
      outbox.unshift({ ...mail, sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      options.log(mail);
    },
  };
}

export default fp<{ mailer: Mailer }>(async (app, { mailer }) => {
  app.decorate('mailer', mailer);
});
