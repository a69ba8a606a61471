import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../../plugins/mailer.ts';
import { ok } from '../envelope.ts';

/** GET /dev/outbox: mails sent without an SMTP server, newest first. Never in production. */
const devRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async () =>
    ok('Development outbox', mailer.outbox ?? []),
  );
};

export default devRoutes;
