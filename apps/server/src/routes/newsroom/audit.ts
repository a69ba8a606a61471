import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { auditListSchema, auditQuery } from '@vaarta/core/entities/newsroom';
import { ok } from '../envelope.ts';
import { adminsOnly, security } from './staff.ts';

const tags = ['newsroom: people'];

/** The audit log: who changed what and when (Admins). */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { audit } = app.services;
  app.addHook('preValidation', adminsOnly);

  app.get(
    '/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log, newest first (Admins)',
        querystring: auditQuery,
        response: { 200: okEnvelope(auditListSchema) },
      },
    },
    async (request) => ok('Audit log fetched successfully', await audit.list(request.query)),
  );
};

export default auditRoutes;
