import fp from 'fastify-plugin';

/** A `Server-Timing` header on every reply: where the time went, visible in the browser. */
export default fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Server-Timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });
});
