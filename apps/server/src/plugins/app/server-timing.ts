import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { newTiming, runTimed, timingEntry, type RequestTiming } from '../../lib/request-timing.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this request's time went: its database queries (and a page's API calls). */
    timing: RequestTiming | null;
  }
}

/**
 * A `Server-Timing` header on every reply, so the browser's network panel shows where the time
 * went: `app` (the whole reply) and `db` (its database queries). Each request runs in a timing
 * context of its own that the database driver adds its queries to (`db/query-timing.ts`);
 * pages add their rendering and API calls (`web-app/`).
 */
export default fp(
  async (app) => {
    app.decorateRequest('timing', null);
    app.addHook(
      'onRequest',
      (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        const timing = newTiming();
        request.timing = timing;
        // Fastify keeps this context through reading the body, up to the reply.
        runTimed(timing, done);
      },
    );
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header(
        'Server-Timing',
        `${timingEntry('app', reply.elapsedTime)}, ${timingEntry('db', request.timing?.dbMs ?? 0)}`,
      );
      return payload;
    });
  },
  { name: 'server-timing' },
);
