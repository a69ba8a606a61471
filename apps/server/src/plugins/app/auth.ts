import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@vaarta/core/entities/account';
import { HttpError } from '../../lib/http-error.ts';

export interface Reader {
  user: User;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    reader: Reader | null;
  }
  interface FastifyInstance {
    /** A preHandler that answers 401 with `message` unless a live session is presented. */
    requireReader(message?: string): (request: FastifyRequest) => Promise<void>;
  }
}

export const LOGIN_REQUIRED = 'Authentication required. Please log in.';

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
    const { accounts } = app.services;
    app.decorateRequest('reader', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerOf(request);
      if (token) request.reader = await accounts.readerOf(token);
    });
    app.decorate('requireReader', (message = LOGIN_REQUIRED) => async (request: FastifyRequest) => {
      if (!request.reader) throw new HttpError(401, 'UNAUTHORIZED', message);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
