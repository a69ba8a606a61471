import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@vaarta/core/entities/account';
import { HttpError } from '../../lib/http-error.ts';
import type { Staff } from '../../services/newsroom/people.ts';

export interface Reader {
  user: User;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    reader: Reader | null;
    /** Set by `requireStaff` on newsroom calls. */
    staff: Staff | null;
  }
  interface FastifyInstance {
    /** A preHandler that answers 401 with `message` unless a live session is presented. */
    requireReader(message?: string): (request: FastifyRequest) => Promise<void>;
    /**
     * A hook for every newsroom call: 401 without a live session, 403 for a reader; otherwise
     * `request.staff` holds the caller's role and assignments.
     */
    requireStaff(request: FastifyRequest): Promise<void>;
  }
}

export const LOGIN_REQUIRED = 'Authentication required. Please log in.';
export const STAFF_ONLY = 'The newsroom is for reporters, editors and admins.';

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Reads `Authorization: Bearer` on every request that carries one: a live session sets
 * `request.reader`; a missing, expired or revoked one leaves it null, and protected calls
 * (those with `requireReader`) answer 401.
 */
export default fp(
  async (app) => {
    const { accounts, people } = app.services;
    app.decorateRequest('reader', null);
    app.decorateRequest('staff', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerOf(request);
      if (token) request.reader = await accounts.readerOf(token);
    });
    app.decorate('requireReader', (message = LOGIN_REQUIRED) => async (request: FastifyRequest) => {
      if (!request.reader) throw new HttpError(401, 'UNAUTHORIZED', message);
    });
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      if (!request.reader) throw new HttpError(401, 'UNAUTHORIZED', LOGIN_REQUIRED);
      const staff = await people.staffOf(request.reader.user);
      if (!staff) throw new HttpError(403, 'FORBIDDEN', STAFF_ONLY);
      request.staff = staff;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
