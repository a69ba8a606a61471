import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is being handled (or after `timeoutMs`). */
    drained(timeoutMs: number): Promise<void>;
  }
}

/**
 * Counts requests in progress, so shutdown closes the database only after the last handler
 * has finished with it; closing the listener alone does not wait for them.
 */
export default fp(async (app) => {
  let inFlight = 0;
  let idle: (() => void) | null = null;
  app.addHook('onRequest', async () => {
    inFlight += 1;
  });
  app.addHook('onResponse', async () => {
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  });
  app.decorate('drained', (timeoutMs: number) =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, timeoutMs);
          idle = () => {
            clearTimeout(timer);
            resolve();
          };
        }),
  );
});
