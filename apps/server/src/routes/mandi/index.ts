import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, uuid } from '@vaarta/core/entities/envelope';
import {
  mandiCategoriesResultSchema,
  mandiItemsQuery,
  mandiItemsResultSchema,
} from '@vaarta/core/entities/mandi';
import { ok } from '../envelope.ts';

const tags = ['mandi'];

/** Local mandi calls (docs/product/mandi.md, "The calls"). */
const mandiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, mandi } = app.services;

  app.get(
    '/local-mandi-categories',
    {
      schema: {
        tags,
        summary: 'Commodity categories, named in the given language',
        querystring: z.object({ language_id: uuid('language_id') }),
        response: { 200: okEnvelope(mandiCategoriesResultSchema) },
      },
    },
    async (request) => {
      const language = await catalog.language(request.query.language_id);
      return ok('Mandi categories fetched successfully', {
        categories: await mandi.categories(language.id),
      });
    },
  );

  app.get(
    '/local-mandi-categories/items',
    {
      schema: {
        tags,
        summary:
          "Each market's latest prices in rupees, with the trend against the previous recorded price and the last 30 recorded prices",
        querystring: mandiItemsQuery,
        response: { 200: okEnvelope(mandiItemsResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      await catalog.language(q.language_id);
      await catalog.assertPlace(q.state_id, q.district_id);
      return ok('Mandi items fetched successfully', await mandi.items(q));
    },
  );
};

export default mandiRoutes;
