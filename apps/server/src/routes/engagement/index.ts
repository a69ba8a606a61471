import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentBody,
  commentCountSchema,
  commentSchema,
  commentsPageQuery,
  commentsPageSchema,
  likesResultSchema,
  reportBody,
} from '@vaarta/core/entities/engagement';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { newsIdParams } from '@vaarta/core/entities/news';
import { HttpError } from '../../lib/http-error.ts';
import { ok } from '../envelope.ts';
import { ADDRESS_SHARES, LIMITS, REPORTS_PER_ARTICLE } from '../../lib/limits.ts';

const tags = ['engagement'];

/**
 * Likes, comments and reports of an article (docs/product/engagement.md, docs/decisions/0021,
 * docs/decisions/0022).
 */
const engagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { engagement } = app.services;
  const likeReply = okEnvelope(likesResultSchema);
  const readerId = (request: { reader: { user: { id: string } } | null }) =>
    request.reader?.user.id ?? null;

  app.get(
    '/news/:id/likes',
    {
      schema: {
        tags,
        summary: 'Like count, and whether the reader likes it',
        params: newsIdParams,
        response: { 200: likeReply },
      },
    },
    async (request) =>
      ok('Likes fetched successfully', {
        success: true,
        data: await engagement.likes(request.params.id, readerId(request)),
      }),
  );

  app.post(
    '/news/:id/likes',
    {
      preHandler: app.requireReader('Please log in to like articles'),
      config: { rateLimit: LIMITS.like },
      schema: {
        tags,
        summary: 'Like (twice counts once)',
        params: newsIdParams,
        response: { 200: likeReply },
      },
    },
    async (request) =>
      ok('Liked!', {
        success: true,
        data: await engagement.setLike(request.params.id, request.reader!.user.id, true),
      }),
  );

  app.delete(
    '/news/:id/likes',
    {
      preHandler: app.requireReader('Please log in to like articles'),
      config: { rateLimit: LIMITS.like },
      schema: { tags, summary: 'Unlike', params: newsIdParams, response: { 200: likeReply } },
    },
    async (request) =>
      ok('Disliked', {
        success: true,
        data: await engagement.setLike(request.params.id, request.reader!.user.id, false),
      }),
  );

  app.get(
    '/news/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments, 10 a page, newest first, replies nested',
        params: newsIdParams,
        querystring: commentsPageQuery,
        response: { 200: okEnvelope(commentsPageSchema) },
      },
    },
    async (request) =>
      ok(
        'Comments fetched successfully',
        await engagement.comments(request.params.id, request.query.page, readerId(request)),
      ),
  );

  app.get(
    '/news/:id/comments/count',
    {
      schema: {
        tags,
        summary: 'Number of published comments',
        params: newsIdParams,
        response: { 200: okEnvelope(commentCountSchema) },
      },
    },
    async (request) =>
      ok('Comment count fetched successfully', {
        total: await engagement.commentCount(request.params.id),
      }),
  );

  app.post(
    '/news/:id/comments',
    {
      preHandler: app.requireReader('Please log in to post comments'),
      config: { rateLimit: LIMITS.comment },
      schema: {
        tags,
        summary: 'Post a comment (links or blocked words wait for review)',
        params: newsIdParams,
        body: commentBody,
        response: { 201: okEnvelope(commentSchema) },
      },
    },
    async (request, reply) => {
      const { user } = request.reader!;
      const comment = await engagement.addComment(
        request.params.id,
        user,
        request.body.content,
        request.body.parentId,
      );
      const message = comment.isApproved
        ? 'Comment posted successfully'
        : 'Your comment will appear once a moderator has reviewed it.';
      return reply.status(201).send(ok(message, comment));
    },
  );

  app.post(
    '/news/:id/report',
    {
      config: { rateLimit: LIMITS.report },
      preHandler: app.payPastShare(ADDRESS_SHARES.report),
      schema: {
        tags,
        summary: 'Report an article (no login needed)',
        params: newsIdParams,
        body: reportBody,
      },
    },
    async (request, reply) => {
      const perArticle = await app.counters.hit(
        `report:${request.ip}:${request.params.id}`,
        REPORTS_PER_ARTICLE.windowSeconds,
      );
      if (perArticle.count > REPORTS_PER_ARTICLE.max) {
        throw new HttpError(
          429,
          'TOO_MANY_REQUESTS',
          'You have already reported this news. Thank you, we will review it shortly.',
        );
      }
      await engagement.report(
        request.params.id,
        readerId(request),
        request.body.reason,
        request.body.description,
      );
      return reply
        .status(201)
        .send(ok('Thank you for reporting this news. We will review it shortly.', null));
    },
  );
};

export default engagementRoutes;
