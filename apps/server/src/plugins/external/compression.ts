import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Gzip/Brotli for JSON and HTML over 1 KB: pages stay small on patchy 4G. */
export default fp(async (app) => {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
});
