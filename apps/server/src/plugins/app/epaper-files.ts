import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';
import { serveMediaFolder } from './media.ts';

export const LOGIN_REQUIRED_FOR_EPAPER =
  'Authentication required. Please log in to access newspapers.';

/**
 * E-newspaper PDFs under /epapers/{language}/{date}.pdf. An edition never changes, so it is
 * cached for 30 days — privately when, by default, only signed-in readers may open it
 * (docs/decisions/0025).
 */
export default fp(
  async (app) => {
    const requiresLogin = app.config.EPAPER_REQUIRES_LOGIN;
    await app.register(async (scope) => {
      if (requiresLogin) {
        scope.addHook('onRequest', async (request) => {
          if (!request.reader) throw new HttpError(401, 'UNAUTHORIZED', LOGIN_REQUIRED_FOR_EPAPER);
        });
      }
      await serveMediaFolder(scope, {
        folder: 'epapers',
        cacheControl: `${requiresLogin ? 'private' : 'public'}, max-age=2592000, immutable`,
      });
    });
  },
  { name: 'epaper-files', dependencies: ['config', 'auth', 'media'] },
);
