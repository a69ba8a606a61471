import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { Staff } from '../../services/newsroom/people.ts';

/** The caller of a newsroom route (set by the scope's `requireStaff` hook). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new HttpError(401, 'UNAUTHORIZED', 'Authentication required. Please log in.');
  return request.staff;
}

/** A preHandler for the Admins' pages: people and the audit log. */
export async function adminsOnly(request: FastifyRequest): Promise<void> {
  if (staffOf(request).roleType !== 'admin') {
    throw new HttpError(403, 'FORBIDDEN', 'Only an Admin can see this.');
  }
}

/** Every newsroom call needs a staff session (OpenAPI's `bearerAuth`). */
export const security = [{ bearerAuth: [] }];
