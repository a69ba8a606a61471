import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/** Weak ETags on replies, so a reader's unchanged list costs a 304 and no body. */
export default fp(async (app) => {
  await app.register(etag, { weak: true });
});
