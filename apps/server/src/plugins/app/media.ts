import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** The answer for a file not every reader may fetch (docs/decisions/0102). */
export const NOT_PUBLIC_CACHE = 'private, no-store';

/**
 * Answers 404 for a file the request may not fetch, and marks a file only staff may fetch as
 * never to be cached; public files keep the folder's cache lifetime.
 */
async function checkAudience(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const mediaPath = request.url.split('?')[0]!;
  // Only plain names: an escaped one (`%2D`) would reach the file past the rule.
  if (!isMediaPath(mediaPath)) return notFound(reply);
  const { mediaAccess, people } = request.server.services;
  const audience = await mediaAccess.audienceOf(mediaPath, async () =>
    request.reader ? people.staffOf(request.reader.user) : null,
  );
  if (audience === 'public') return undefined;
  reply.header('Cache-Control', NOT_PUBLIC_CACHE);
  return audience === 'hidden' ? notFound(reply) : undefined;
}

/** The app's 404, ending the request in a hook. */
function notFound(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

/**
 * Serves one media folder (`/media/`, `/epapers/`) of the app's store with `cacheControl`, to
 * the audience docs/decisions/0102 gives each file. Files are sent by the static file server,
 * straight from the disk; a database store answers from its rows. Either way a name that is not
 * stored is the app's 404.
 */
export async function serveMediaFolder(
  parent: FastifyInstance,
  options: { folder: 'media' | 'epapers'; cacheControl: string },
): Promise<void> {
  await parent.register(async (scope) => {
    const { media } = scope;
    const prefix = `/${options.folder}/`;
    scope.addHook('onRequest', checkAudience);
    if (media instanceof FileMediaStore) {
      const root = path.join(media.root, options.folder);
      await mkdir(root, { recursive: true });
      await scope.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (reply) => {
          if (!reply.hasHeader('Cache-Control'))
            reply.header('Cache-Control', options.cacheControl);
        },
      });
      return;
    }
    scope.get(`${prefix}*`, { schema: { hide: true } }, async (request, reply) => {
      const mediaPath = request.url.split('?')[0]!;
      const bytes = isMediaPath(mediaPath) ? await media.read(mediaPath) : null;
      if (!bytes) return reply.callNotFound();
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', options.cacheControl);
      return reply.header('Content-Type', contentTypeOf(mediaPath)).send(bytes);
    });
  });
}

/** The media store `MEDIA_STORE` names, decorated on the instance for services and routes. */
export default fp<{ filesDir: string }>(
  async (app, { filesDir }) => {
    app.decorate('media', openMediaStore(app.config.MEDIA_STORE, { db: app.db, filesDir }));
  },
  { name: 'media', dependencies: ['config', 'db'] },
);
