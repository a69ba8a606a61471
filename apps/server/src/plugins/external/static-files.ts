import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Generated media under /media/ with a year-long immutable cache: every file name is unique to
 * its content, so a changed image gets a new name rather than a stale cache.
 */
export default fp<{ filesDir: string }>(async (app, { filesDir }) => {
  const root = path.join(filesDir, 'media');
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });
});
