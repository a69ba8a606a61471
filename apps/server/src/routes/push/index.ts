import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSubscribeBody, pushUnsubscribeBody } from '@vaarta/core/entities/push';
import { ok } from '../envelope.ts';
import { LIMITS } from '../../lib/limits.ts';

const tags = ['push'];

/**
 * A device's subscriptions to an edition's breaking news (docs/decisions/0160). The push
 * service's address is the device's key: only that browser knows it.
 */
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pushSubscriptions } = app.services;

  app.post(
    '/push/subscriptions',
    {
      config: { rateLimit: LIMITS.pushSubscription },
      schema: {
        tags,
        summary: "Get an edition's breaking news on this device",
        body: pushSubscribeBody,
      },
    },
    async (request, reply) => {
      await pushSubscriptions.subscribe(request.body.subscription, request.body.edition);
      return reply.status(201).send(ok('Notifications are on', null));
    },
  );

  app.post(
    '/push/unsubscribe',
    {
      config: { rateLimit: LIMITS.pushSubscription },
      schema: {
        tags,
        summary: "Stop an edition's breaking news on this device, or all of them",
        body: pushUnsubscribeBody,
      },
    },
    async (request) => {
      await pushSubscriptions.unsubscribe(request.body.endpoint, request.body.edition);
      return ok('Notifications are off', null);
    },
  );
};

export default pushRoutes;
