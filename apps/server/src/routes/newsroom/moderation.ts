import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, uuid } from '@vaarta/core/entities/envelope';
import { idParams } from '@vaarta/core/entities/newsroom';
import {
  dismissReportsBody,
  moderationQuery,
  moderationResultSchema,
  pendingCommentListSchema,
  reportedArticleListSchema,
  unpublishReportedBody,
} from '@vaarta/core/entities/newsroom-desks';
import { ok } from '../envelope.ts';
import { editorsOnly, security, staffOf } from './staff.ts';

const tags = ['newsroom: moderation'];

/** The moderation desk: held comments and reported articles (editors of the language, Admins). */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { moderation } = app.services;
  app.addHook('preValidation', editorsOnly);
  const settledReply = { 200: okEnvelope(moderationResultSchema) };
  const articleParams = z.object({ newsId: uuid('news id') });

  app.get(
    '/moderation/comments',
    {
      schema: {
        tags,
        security,
        summary: 'Comments waiting for review, oldest first',
        querystring: moderationQuery,
        response: { 200: okEnvelope(pendingCommentListSchema) },
      },
    },
    async (request) =>
      ok(
        'Pending comments fetched successfully',
        await moderation.pendingComments(staffOf(request), request.query),
      ),
  );

  app.post(
    '/moderation/comments/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Publish a held comment to every reader',
        params: idParams,
        response: settledReply,
      },
    },
    async (request) =>
      ok('Comment approved', {
        settled: await moderation.approveComment(staffOf(request), request.params.id),
      }),
  );

  app.post(
    '/moderation/comments/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a held comment',
        params: idParams,
        response: settledReply,
      },
    },
    async (request) =>
      ok('Comment rejected', {
        settled: await moderation.rejectComment(staffOf(request), request.params.id),
      }),
  );

  app.post(
    '/moderation/comments/:id/block',
    {
      schema: {
        tags,
        security,
        summary: "Block the comment's author: no login, no comments; their held comments go",
        params: idParams,
        response: settledReply,
      },
    },
    async (request) =>
      ok('Reader blocked', {
        settled: await moderation.blockAuthor(staffOf(request), request.params.id),
      }),
  );

  app.get(
    '/moderation/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Articles with open reports, most reported first, counted by reason',
        querystring: moderationQuery,
        response: { 200: okEnvelope(reportedArticleListSchema) },
      },
    },
    async (request) =>
      ok(
        'Reported articles fetched successfully',
        await moderation.reportedArticles(staffOf(request), request.query),
      ),
  );

  app.post(
    '/moderation/reports/:newsId/dismiss',
    {
      schema: {
        tags,
        security,
        summary: "Close an article's open reports; the article stays",
        params: articleParams,
        body: dismissReportsBody,
        response: settledReply,
      },
    },
    async (request) =>
      ok('Reports dismissed', {
        settled: await moderation.dismissReports(
          staffOf(request),
          request.params.newsId,
          request.body.note,
        ),
      }),
  );

  app.post(
    '/moderation/reports/:newsId/unpublish',
    {
      schema: {
        tags,
        security,
        summary: 'Take the reported article down with a note, and close its reports',
        params: articleParams,
        body: unpublishReportedBody,
        response: settledReply,
      },
    },
    async (request) =>
      ok('Article unpublished', {
        settled: await moderation.unpublishReported(
          staffOf(request),
          request.params.newsId,
          request.body.note,
        ),
      }),
  );
};

export default moderationRoutes;
