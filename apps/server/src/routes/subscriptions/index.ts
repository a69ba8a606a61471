import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackBody, newsletterBody } from '@vaarta/core/entities/engagement';
import { SUBSCRIBED } from '../../services/subscriptions.ts';
import { ok } from '../envelope.ts';
import { LIMITS } from '../limits.ts';

/** Feedback and the newsletter box (docs/decisions/0016). */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptions } = app.services;
  const publicUrl = app.config.PUBLIC_URL;
  app.post(
    '/feedback',
    {
      config: { rateLimit: LIMITS.feedback },
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
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe; a mail asks to confirm',
        body: newsletterBody,
      },
    },
    async (request) => {
      const siteUrl = publicUrl ?? `${request.protocol}://${request.host}`;
      await subscriptions.subscribe(request.body.email, request.body.language, siteUrl);
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
