import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { loadNodemailer } from '../../lib/on-demand-libraries.ts';

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
  const smtpUrl = options.smtpUrl;
  if (smtpUrl) {
    // Made with the first mail: nodemailer is loaded only then.
    let transport: Transporter | undefined;
    return {
      outbox: null,
      async send(mail) {
        transport ??= (await loadNodemailer()).createTransport(smtpUrl);
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

/** The mailer of the configuration, or the one given (tests pass one that records). */
export default fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { config } = app;
    const mailer =
      options.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        // Without SMTP a mail's text (a reset code) is logged only in development, beside the
        // outbox; a production log says that mail is not configured and never shows the code.
        log: (m) =>
          config.NODE_ENV === 'production'
            ? app.log.warn({ to: m.to, subject: m.subject }, 'mail not sent: SMTP_URL is not set')
            : app.log.info(
                { to: m.to, subject: m.subject, text: m.text },
                'dev outbox: mail not sent (no SMTP_URL)',
              ),
      });
    app.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['config'] },
);
