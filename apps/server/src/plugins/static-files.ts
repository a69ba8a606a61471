import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import path from 'node:path';

/**
 * Generated media under /media/ with a year-long immutable cache: every file name is unique to
 * its content, so a changed image gets a new name rather than a stale cache.
 */
export default fp<{ filesDir: string }>(async (app, { filesDir }) => {
  await app.register(fastifyStatic, {
    root: path.join(filesDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });
});
