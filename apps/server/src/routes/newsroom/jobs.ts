import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundJobListSchema } from '@vaarta/core/entities/background-jobs';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { ok } from '../envelope.ts';
import { security } from './staff.ts';

/** The servers' background work: last run, next run and failures of each job (staff). */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['newsroom: background tasks'],
        security,
        summary: 'Background tasks: last run, next run and failures of each',
        response: { 200: okEnvelope(backgroundJobListSchema) },
      },
    },
    async () => ok('Background tasks fetched successfully', { items: await app.jobs.status() }),
  );
};

export default jobRoutes;
