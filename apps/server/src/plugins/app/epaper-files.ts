import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../../lib/http-error.ts';

export const LOGIN_REQUIRED_FOR_EPAPER =
  'Authentication required. Please log in to access newspapers.';

/**
 * E-newspaper PDFs under /epapers/{language}/{date}.pdf. An edition never changes, so it is
 * cached for 30 days — privately when, by default, only signed-in readers may open it
 * (docs/decisions/0025).
 */
export default fp<{ filesDir: string }>(
  async (app, { filesDir }) => {
    const requiresLogin = app.config.EPAPER_REQUIRES_LOGIN;
    const root = path.join(filesDir, 'epapers');
    await mkdir(root, { recursive: true });
    await app.register(async (scope) => {
      if (requiresLogin) {
        scope.addHook('onRequest', async (request) => {
          if (!request.reader) throw new HttpError(401, 'UNAUTHORIZED', LOGIN_REQUIRED_FOR_EPAPER);
        });
      }
      await scope.register(fastifyStatic, {
        root,
        prefix: '/epapers/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (res) => {
          res.header(
            'Cache-Control',
            `${requiresLogin ? 'private' : 'public'}, max-age=2592000, immutable`,
          );
        },
      });
    });
  },
  { name: 'epaper-files', dependencies: ['config', 'auth'] },
);
