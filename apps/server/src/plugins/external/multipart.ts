import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for the newsroom's uploads (photos, PDF editions, price files), registered
 * in the newsroom's scope only. Each upload route reads its one file with its own size limit
 * (`routes/newsroom/uploads.ts`); these are the limits of everything around it.
 */
export default fp(async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 100 },
  });
});
