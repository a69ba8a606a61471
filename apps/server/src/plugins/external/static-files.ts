import fp from 'fastify-plugin';
import { serveMediaFolder } from '../app/media.ts';

/**
 * Generated media under /media/ with a year-long immutable cache: every file name is unique to
 * its content, so a changed image gets a new name rather than a stale cache.
 */
export default fp(
  async (app) => {
    await serveMediaFolder(app, {
      folder: 'media',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  },
  { dependencies: ['media'] },
);
