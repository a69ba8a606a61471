import { isLoopbackAddress } from '../../lib/loopback.ts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../envelope.ts';

/**
 * GET /dev/outbox: mails sent without an SMTP server, newest first. Registered only outside
 * production, and served only to a client on this machine (its address as TRUST_PROXY lets the
 * server see it): the outbox holds reset codes, which are as good as the accounts.
 */
const devRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopbackAddress(request.ip)) return reply.callNotFound();
    return ok('Development outbox', app.mailer.outbox ?? []);
  });
};

export default devRoutes;
