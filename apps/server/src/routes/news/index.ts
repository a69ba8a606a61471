import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { newsArticleSchema, newsIdParams, newsListSchema } from '@vaarta/core/entities/news';
import {
  categorySchema,
  districtSchema,
  languageSchema,
  stateSchema,
} from '@vaarta/core/entities/places';
import { ok } from '../envelope.ts';
import {
  advancedFilterQuery,
  articleAtParams,
  articleAtQuery,
  districtsQuery,
  languageQuery,
  multiCategoryQuery,
  newsReads,
} from './reads.ts';
const tags = ['news'];

/**
 * News calls (docs/product/reading.md, "Lists and search"): the catalogue a reader picks from, news
 * lists and single articles.
 */
const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = newsReads(app.services);

  app.get(
    '/news/languages',
    {
      schema: {
        tags,
        summary: 'Content languages',
        response: { 200: okEnvelope(z.array(languageSchema)) },
      },
    },
    async () => ok('Languages fetched successfully', await reads.languages()),
  );

  app.get(
    '/news/categories',
    {
      schema: {
        tags,
        summary: 'Categories, named in the given language (English by default)',
        querystring: languageQuery,
        response: { 200: okEnvelope(z.array(categorySchema)) },
      },
    },
    async (request) => ok('Categories fetched successfully', await reads.categories(request.query)),
  );

  app.get(
    '/news/states',
    {
      schema: {
        tags,
        summary: 'States and union territories, named in the given language',
        querystring: languageQuery,
        response: { 200: okEnvelope(z.array(stateSchema)) },
      },
    },
    async (request) => ok('States fetched successfully', await reads.states(request.query)),
  );

  app.get(
    '/news/districts',
    {
      schema: {
        tags,
        summary: 'Districts, of one state or all, named in the given language',
        querystring: districtsQuery,
        response: { 200: okEnvelope(z.array(districtSchema)) },
      },
    },
    async (request) => ok('Districts fetched successfully', await reads.districts(request.query)),
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
    async (request) => ok('News fetched successfully', await reads.multiCategory(request.query)),
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
    async (request) => ok('News fetched successfully', await reads.advanced(request.query)),
  );

  app.get(
    '/news/at/:shortId',
    {
      schema: {
        tags,
        summary: 'One published article by the short id and slug of its address',
        params: articleAtParams,
        querystring: articleAtQuery,
        response: { 200: okEnvelope(newsArticleSchema) },
      },
    },
    async (request) =>
      ok(
        'News fetched successfully',
        await reads.articleAt(request.params.shortId, request.query.slug),
      ),
  );

  app.get(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'One published article with all its fields',
        params: newsIdParams,
        querystring: languageQuery,
        response: { 200: okEnvelope(newsArticleSchema) },
      },
    },
    async (request) => ok('News fetched successfully', await reads.article(request.params.id)),
  );
};

export default newsRoutes;
