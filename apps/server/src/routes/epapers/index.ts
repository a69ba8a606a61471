import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EPAPER_PAGE_SIZE, EPAPER_TYPE } from '@vaarta/core/constants';
import { uuid } from '@vaarta/core/entities/envelope';
import { paginationQuery } from '@vaarta/core/pagination';
import { LOGIN_REQUIRED_FOR_EPAPER } from '../../plugins/app/epaper-files.ts';
import { ok } from '../envelope.ts';

const day = (name: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`);

/** GET /e-newspapers (spec §7) behind the login policy of DECISIONS 21. */
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
        querystring: z.object({
          language_id: uuid('language_id').optional(),
          dateFrom: day('dateFrom').optional(),
          dateTo: day('dateTo').optional(),
          type: z.string().max(20).default(EPAPER_TYPE),
          ...paginationQuery(EPAPER_PAGE_SIZE),
        }),
      },
    },
    async (request) => ok('Newspapers fetched successfully', await epapers.list(request.query)),
  );
};

export default epaperRoutes;
