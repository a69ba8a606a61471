import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { epaperListQuery, epaperListSchema } from '@vaarta/core/entities/epaper';
import { LOGIN_REQUIRED_FOR_EPAPER } from '../../plugins/app/epaper-files.ts';
import { ok } from '../envelope.ts';

/** GET /e-newspapers (docs/product/e-paper.md) behind the login policy of docs/decisions/0025. */
const epaperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { epapers } = app.services;
  const requiresLogin = app.config.EPAPER_REQUIRES_LOGIN;
  app.get(
    '/e-newspapers',
    {
      preHandler: requiresLogin ? app.requireReader(LOGIN_REQUIRED_FOR_EPAPER) : [],
      schema: {
        tags: ['e-newspaper'],
        summary: 'Editions of the last 7 days (login required by default)',
        querystring: epaperListQuery,
        response: { 200: okEnvelope(epaperListSchema) },
      },
    },
    async (request) => ok('Newspapers fetched successfully', await epapers.list(request.query)),
  );
};

export default epaperRoutes;
