import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, uuid } from '@vaarta/core/entities/envelope';
import {
  advancedFilterQuery,
  multiCategoryQuery,
  newsArticleSchema,
  newsIdParams,
  newsListSchema,
} from '@vaarta/core/entities/news';
import {
  categorySchema,
  districtSchema,
  languageIdQuery,
  languageSchema,
  stateSchema,
} from '@vaarta/core/entities/places';
import { ok } from '../envelope.ts';

const tags = ['news'];

/**
 * News calls (docs/product/reading.md, "Lists and search"): the catalogue a reader picks from, news
 * lists and single articles.
 */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, news } = app.services;

  app.get(
    '/news/languages',
    {
      schema: {
        tags,
        summary: 'Content languages',
        response: { 200: okEnvelope(z.array(languageSchema)) },
      },
    },
    async () => ok('Languages fetched successfully', await catalog.languages()),
  );

  app.get(
    '/news/categories',
    {
      schema: {
        tags,
        summary: 'Categories, named in the given language (English by default)',
        querystring: z.object(languageIdQuery),
        response: { 200: okEnvelope(z.array(categorySchema)) },
      },
    },
    async (request) =>
      ok('Categories fetched successfully', await catalog.categories(request.query.language_id)),
  );

  app.get(
    '/news/states',
    {
      schema: {
        tags,
        summary: 'States and union territories, named in the given language',
        querystring: z.object(languageIdQuery),
        response: { 200: okEnvelope(z.array(stateSchema)) },
      },
    },
    async (request) =>
      ok('States fetched successfully', await catalog.states(request.query.language_id)),
  );

  app.get(
    '/news/districts',
    {
      schema: {
        tags,
        summary: 'Districts, of one state or all, named in the given language',
        querystring: z.object({ ...languageIdQuery, state_id: uuid('state_id').optional() }),
        response: { 200: okEnvelope(z.array(districtSchema)) },
      },
    },
    async (request) =>
      ok(
        'Districts fetched successfully',
        await catalog.districts(request.query.language_id, request.query.state_id),
      ),
  );

  app.get(
    '/news/filter-multi-categories',
    {
      schema: {
        tags,
        summary: 'Newest news of one or more categories, optionally of a state or district',
        querystring: multiCategoryQuery,
        response: { 200: okEnvelope(newsListSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      await catalog.language(q.language_id);
      await catalog.assertCategories(q.categoryIds);
      await catalog.assertPlace(q.state_id, q.district_id);
      const page = await news.list({
        languageId: q.language_id,
        categoryIds: q.categoryIds,
        stateId: q.state_id,
        districtId: q.district_id,
        search: q.search,
        page: q.page,
        limit: q.limit,
      });
      return ok('News fetched successfully', page);
    },
  );

  app.get(
    '/news/filter-advanced',
    {
      schema: {
        tags,
        summary:
          'Newest news of a language, optionally narrowed by category, place, author or breaking',
        querystring: advancedFilterQuery,
        response: { 200: okEnvelope(newsListSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      await catalog.language(q.language_id);
      if (q.categoryIds) await catalog.assertCategories(q.categoryIds);
      await catalog.assertPlace(q.state_id, q.district_id);
      const page = await news.list({
        languageId: q.language_id,
        categoryIds: q.categoryIds,
        stateId: q.state_id,
        districtId: q.district_id,
        authorId: q.authorId,
        isBreaking: q.isBreaking,
        search: q.search,
        page: q.page,
        limit: q.limit,
      });
      return ok('News fetched successfully', page);
    },
  );

  app.get(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'One published article with all its fields',
        params: newsIdParams,
        querystring: z.object(languageIdQuery),
        response: { 200: okEnvelope(newsArticleSchema) },
      },
    },
    async (request) => ok('News fetched successfully', await news.article(request.params.id)),
  );
};

export default newsRoutes;
