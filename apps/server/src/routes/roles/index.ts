import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@vaarta/core/entities/envelope';
import { roleSchema } from '@vaarta/core/entities/role';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { ok } from '../envelope.ts';

/** GET /roles: the sign-up dropdown; self-assignable roles first (the first is the default). */
const rolesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/roles',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Roles',
        response: { 200: okEnvelope(z.array(roleSchema)) },
      },
    },
    async () => {
      const rows = await db.select().from(t.roles).orderBy(asc(t.roles.createdAt));
      rows.sort((a, b) => Number(b.selfAssignable) - Number(a.selfAssignable));
      return ok(
        'Roles fetched successfully',
        rows.map((r) => ({
          id: r.id,
          role: r.role,
          roleType: r.roleType,
          description: r.description,
          selfAssignable: r.selfAssignable,
        })),
      );
    },
  );
};

export default rolesRoutes;
