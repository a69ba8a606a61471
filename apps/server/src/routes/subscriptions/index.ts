import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackBody, newsletterBody } from '@vaarta/core/entities/engagement';
import { siteUrl } from '../../config.ts';
import { SUBSCRIBED } from '../../services/subscriptions.ts';
import { ok } from '../envelope.ts';
import { ADDRESS_SHARES, LIMITS } from '../../lib/limits.ts';

/** Feedback and the newsletter box (docs/decisions/0016). */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptions } = app.services;
  // Links in mail come from configuration, never from the request's Host or forwarded headers.
  const mailSiteUrl = siteUrl(app.config);
  app.post(
    '/feedback',
    {
      config: { rateLimit: LIMITS.feedback },
      preHandler: app.payPastShare(ADDRESS_SHARES.feedback),
      schema: { tags: ['accounts'], summary: 'Send feedback', body: feedbackBody },
    },
    async (request, reply) => {
      await subscriptions.saveFeedback(request.reader?.user.id ?? null, request.body);
      return reply.status(201).send(ok('Thank you for your feedback!', null));
    },
  );

  app.post(
    '/newsletter',
    {
      config: { rateLimit: LIMITS.newsletter },
      preHandler: app.payPastShare(ADDRESS_SHARES.newsletter),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe; a mail asks to confirm',
        body: newsletterBody,
      },
    },
    async (request) => {
      await subscriptions.subscribe(request.body.email, request.body.language, mailSiteUrl);
      return ok(SUBSCRIBED, null);
    },
  );

  app.get(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['newsletter'],
        summary: "The confirmation link's target; returns the reader to the site",
        querystring: z.object({ token: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      const confirmed = await subscriptions.confirm(request.query.token);
      return reply.redirect(`/?newsletter=${confirmed ? 'confirmed' : 'invalid'}`, 303);
    },
  );
};

export default subscriptionRoutes;
