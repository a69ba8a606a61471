import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { roleSchema } from '@vaarta/core/entities/role';
import { ok } from '../envelope.ts';

/** GET /roles: the sign-up dropdown; self-assignable roles first (the first is the default). */
const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { roles } = app.services;
  app.get(
    '/roles',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Roles',
        response: { 200: okEnvelope(z.array(roleSchema)) },
      },
    },
    async () => ok('Roles fetched successfully', await roles.list()),
  );
};

export default rolesRoutes;
