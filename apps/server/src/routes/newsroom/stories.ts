import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { newsArticleSchema } from '@vaarta/core/entities/news';
import { idParams } from '@vaarta/core/entities/newsroom';
import {
  revisionParams,
  revisionSchema,
  revisionSummarySchema,
  publishBody,
  scheduleBody,
  storiesQuery,
  storyCreateBody,
  storyListSchema,
  storySchema,
  storyUpdateBody,
  unpublishBody,
} from '@vaarta/core/entities/newsroom-stories';
import { ok } from '../envelope.ts';
import { security, staffOf } from './staff.ts';

const tags = ['newsroom: stories'];

/** Stories: writing, the publishing states, the reader's preview and the revision history. */
const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stories } = app.services;
  const storyReply = { 200: okEnvelope(storySchema) };
  // A story's body may be long HTML: more than the API's usual 64 KB.
  const bodyLimit = 1024 * 1024;

  app.get(
    '/stories',
    {
      schema: {
        tags,
        security,
        summary: 'Stories the caller may open, last edited first, with filters',
        querystring: storiesQuery,
        response: { 200: okEnvelope(storyListSchema) },
      },
    },
    async (request) =>
      ok('Stories fetched successfully', await stories.list(staffOf(request), request.query)),
  );

  app.post(
    '/stories',
    {
      bodyLimit,
      schema: {
        tags,
        security,
        summary: 'Write a new draft (reporters for their districts, editors for their languages)',
        body: storyCreateBody,
        response: { 201: okEnvelope(storySchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok('Draft saved', await stories.create(staffOf(request), request.body))),
  );

  app.get(
    '/stories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One story with everything an editor needs',
        params: idParams,
        response: storyReply,
      },
    },
    async (request) =>
      ok('Story fetched successfully', await stories.get(staffOf(request), request.params.id)),
  );

  app.patch(
    '/stories/:id',
    {
      bodyLimit,
      schema: {
        tags,
        security,
        summary: 'Save changes (a new revision); baseRevision guards against overwriting',
        params: idParams,
        body: storyUpdateBody,
        response: storyReply,
      },
    },
    async (request) =>
      ok('Story saved', await stories.update(staffOf(request), request.params.id, request.body)),
  );

  app.get(
    '/stories/:id/preview',
    {
      schema: {
        tags,
        security,
        summary: 'The story as its article page will show it (the shape of GET /api/news/{id})',
        params: idParams,
        response: { 200: okEnvelope(newsArticleSchema) },
      },
    },
    async (request) =>
      ok(
        'Preview fetched successfully',
        await stories.preview(staffOf(request), request.params.id),
      ),
  );

  app.post(
    '/stories/:id/schedule',
    {
      schema: {
        tags,
        security,
        summary: 'Publish at a time to come (editors of the language)',
        params: idParams,
        body: scheduleBody,
        response: storyReply,
      },
    },
    async (request) =>
      ok(
        'Story scheduled',
        await stories.schedule(
          staffOf(request),
          request.params.id,
          new Date(request.body.publishAt),
          request.body,
        ),
      ),
  );

  app.post(
    '/stories/:id/publish',
    {
      schema: {
        tags,
        security,
        summary:
          'Publish now the revision read (editors of the language); a breaking story, or one with notify, is pushed to its editions',
        params: idParams,
        body: publishBody,
        response: storyReply,
      },
    },
    async (request) =>
      ok(
        'Story published',
        await stories.publish(staffOf(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/stories/:id/unpublish',
    {
      schema: {
        tags,
        security,
        summary: 'Take a published or scheduled story down (editors of the language)',
        params: idParams,
        body: unpublishBody,
        response: storyReply,
      },
    },
    async (request) =>
      ok(
        'Story unpublished',
        await stories.unpublish(
          staffOf(request),
          request.params.id,
          request.body.note,
          request.body.revision,
        ),
      ),
  );

  app.get(
    '/stories/:id/revisions',
    {
      schema: {
        tags,
        security,
        summary: 'Every saved version of the story, newest first',
        params: idParams,
        response: { 200: okEnvelope(z.array(revisionSummarySchema)) },
      },
    },
    async (request) =>
      ok(
        'Revisions fetched successfully',
        await stories.history(staffOf(request), request.params.id),
      ),
  );

  app.get(
    '/stories/:id/revisions/:revisionId',
    {
      schema: {
        tags,
        security,
        summary: 'One saved version with all its fields',
        params: revisionParams,
        response: { 200: okEnvelope(revisionSchema) },
      },
    },
    async (request) =>
      ok(
        'Revision fetched successfully',
        await stories.revision(staffOf(request), request.params.id, request.params.revisionId),
      ),
  );

  app.post(
    '/stories/:id/revisions/:revisionId/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Bring back a saved version (saved as a new revision)',
        params: revisionParams,
        response: storyReply,
      },
    },
    async (request) =>
      ok(
        'Revision restored',
        await stories.restore(staffOf(request), request.params.id, request.params.revisionId),
      ),
  );
};

export default storyRoutes;
