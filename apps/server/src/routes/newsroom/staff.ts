import type { FastifyRequest } from 'fastify';
import { isEditorOrAdmin } from '@vaarta/core/newsroom-rules';
import { HttpError } from '../../lib/http-error.ts';
import type { Staff } from '../../services/newsroom/people.ts';

/** The caller of a newsroom route (set by the scope's `requireStaff` hook). */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff)
    throw new HttpError(401, 'UNAUTHORIZED', 'Authentication required. Please log in.');
  return request.staff;
}

/**
 * A preValidation hook for the Admins' desks (people, the audit log): a reporter or an editor
 * is refused before their input is even looked at. Services check again for what they change.
 */
export async function adminsOnly(request: FastifyRequest): Promise<void> {
  if (staffOf(request).roleType !== 'admin') {
    throw new HttpError(403, 'FORBIDDEN', 'Only an Admin can do this.');
  }
}

/** The same for the editors' desks (moderation, feeds, e-paper, mandi prices). */
export async function editorsOnly(request: FastifyRequest): Promise<void> {
  if (!isEditorOrAdmin(staffOf(request))) {
    throw new HttpError(403, 'FORBIDDEN', 'Only editors and admins can do this.');
  }
}

/** Every newsroom call needs a staff session (OpenAPI's `bearerAuth`). */
export const security = [{ bearerAuth: [] }];
