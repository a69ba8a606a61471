import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FileMediaStore } from '../../lib/media/file-media-store.ts';
import { contentTypeOf, isMediaPath, type MediaStore } from '../../lib/media/media-store.ts';
import { openMediaStore } from '../../lib/media/open-media-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where photos, covers and e-paper PDFs are kept (`MEDIA_STORE`, docs/decisions/0155). */
    media: MediaStore;
  }
}

/**
 * Serves one media folder (`/media/`, `/epapers/`) of the app's store with `cacheControl`. Files
 * are sent by the static file server, straight from the disk; a database store answers from its
 * rows. Either way a name that is not stored is the app's 404.
 */
export async function serveMediaFolder(
  scope: FastifyInstance,
  options: { folder: 'media' | 'epapers'; cacheControl: string },
): Promise<void> {
  const { media } = scope;
  const prefix = `/${options.folder}/`;
  if (media instanceof FileMediaStore) {
    const root = path.join(media.root, options.folder);
    await mkdir(root, { recursive: true });
    await scope.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.header('Cache-Control', options.cacheControl),
    });
    return;
  }
  scope.get(`${prefix}*`, { schema: { hide: true } }, async (request, reply) => {
    const mediaPath = request.url.split('?')[0]!;
    const bytes = isMediaPath(mediaPath) ? await media.read(mediaPath) : null;
    if (!bytes) return reply.callNotFound();
    return reply
      .header('Content-Type', contentTypeOf(mediaPath))
      .header('Cache-Control', options.cacheControl)
      .send(bytes);
  });
}

/** The media store `MEDIA_STORE` names, decorated on the instance for services and routes. */
export default fp<{ filesDir: string }>(
  async (app, { filesDir }) => {
    app.decorate('media', openMediaStore(app.config.MEDIA_STORE, { db: app.db, filesDir }));
  },
  { name: 'media', dependencies: ['config', 'db'] },
);
