import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { idParams } from '@vaarta/core/entities/newsroom';
import {
  ingestRunSchema,
  ingestSourceCreateBody,
  ingestSourceListSchema,
  ingestSourceSchema,
  ingestSourcesQuery,
  ingestSourceUpdateBody,
} from '@vaarta/core/entities/newsroom-desks';
import { ok } from '../envelope.ts';
import { NEWSROOM_LIMITS, takeFromAccountLimit } from './account-limits.ts';
import { editorsOnly, security, staffOf } from './staff.ts';

const tags = ['newsroom: feeds'];

/** Feeds whose new items come in as drafts (editors of the language, Admins). */
const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ingest } = app.services;
  app.addHook('preValidation', editorsOnly);
  const sourceReply = { 200: okEnvelope(ingestSourceSchema) };

  app.get(
    '/ingest/sources',
    {
      schema: {
        tags,
        security,
        summary: 'RSS and Atom feeds, by name',
        querystring: ingestSourcesQuery,
        response: { 200: okEnvelope(ingestSourceListSchema) },
      },
    },
    async (request) =>
      ok('Feeds fetched successfully', await ingest.list(staffOf(request), request.query)),
  );

  app.post(
    '/ingest/sources',
    {
      schema: {
        tags,
        security,
        summary: 'Add a feed for a language, category and place',
        body: ingestSourceCreateBody,
        response: { 201: okEnvelope(ingestSourceSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok('Feed added', await ingest.create(staffOf(request), request.body))),
  );

  app.get(
    '/ingest/sources/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One feed with how its last fetch went',
        params: idParams,
        response: sourceReply,
      },
    },
    async (request) =>
      ok('Feed fetched successfully', await ingest.get(staffOf(request), request.params.id)),
  );

  app.patch(
    '/ingest/sources/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a feed, or pause it (isActive false)',
        params: idParams,
        body: ingestSourceUpdateBody,
        response: sourceReply,
      },
    },
    async (request) =>
      ok('Feed saved', await ingest.update(staffOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/ingest/sources/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a feed (the drafts it brought stay)',
        params: idParams,
        response: { 200: okEnvelope(z.null()) },
      },
    },
    async (request) => {
      await ingest.remove(staffOf(request), request.params.id);
      return ok('Feed removed', null);
    },
  );

  app.post(
    '/ingest/sources/:id/fetch',
    {
      schema: {
        tags,
        security,
        summary: 'Fetch the feed now and bring its new items in as drafts',
        params: idParams,
        response: { 200: okEnvelope(ingestRunSchema) },
      },
    },
    async (request) => {
      await takeFromAccountLimit(request, NEWSROOM_LIMITS.feedFetches);
      return ok('Feed fetched', await ingest.fetchNow(staffOf(request), request.params.id));
    },
  );
};

export default ingestRoutes;
