import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../envelope.ts';

/** GET /dev/outbox: mails sent without an SMTP server, newest first. Never in production. */
const devRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async () =>
    ok('Development outbox', app.mailer.outbox ?? []),
  );
};

export default devRoutes;
