import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuid } from '@vaarta/core/entities/envelope';
import { CATEGORY_KEYWORDS, URGENCY_PATTERNS } from '@vaarta/core/keywords';
import { ok } from '../envelope.ts';

/**
 * GET /api?type=…: the keyword lookups home sections use to find their categories
 * (docs/product/reading.md, "Home sections").
 */
const lookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;
  app.get(
    '/',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Lookups: urgency-patterns, category-keywords, languages or categories',
        querystring: z.object({
          type: z.enum(['urgency-patterns', 'category-keywords', 'languages', 'categories'], {
            error: 'type must be one of urgency-patterns, category-keywords, languages, categories',
          }),
          language_id: uuid('language_id').optional(),
        }),
      },
    },
    async (request) => {
      switch (request.query.type) {
        case 'urgency-patterns':
          return ok('Urgency patterns fetched successfully', URGENCY_PATTERNS);
        case 'category-keywords':
          return ok('Category keywords fetched successfully', CATEGORY_KEYWORDS);
        case 'languages':
          return ok('Languages fetched successfully', await catalog.languages());
        case 'categories':
          return ok(
            'Categories fetched successfully',
            await catalog.categories(request.query.language_id),
          );
      }
    },
  );
};

export default lookupRoutes;
