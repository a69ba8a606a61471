/**
 * The newsroom's people, assignments and audit log: every payload of `/api/newsroom/users`,
 * `/api/newsroom/me` and `/api/newsroom/audit` (docs/product/newsroom.md). Stories are in
 * `newsroom-stories.ts`, the desks in `newsroom-desks.ts`.
 */
import { z } from 'zod';
import { NEWSROOM_PAGE_SIZE, ROLE_TYPES } from '../constants.ts';
import { paginationQuery, paginationSchema } from '../pagination.ts';
import { uuid } from './envelope.ts';

const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

/** One line of text, trimmed: no control characters, at most `max` characters. */
export function singleLine(what: string, max: number, min = 0) {
  const text = z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} can be at most ${max} characters long`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${what} contains invalid characters`);
  return min > 0 ? text.refine((value) => value.length >= min, `${what} is required`) : text;
}

/** Text that may run over several lines (tabs and line breaks are its only control characters). */
export function multiLine(what: string, max: number) {
  return z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} can be at most ${max} characters long`)
    .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), `${what} contains invalid characters`);
}

/** An http(s) address. */
export function webAddress(what: string) {
  return singleLine(what, 2000, 1).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, `${what} must be a web address starting with http:// or https://`);
}

export const newsroomPaging = paginationQuery(NEWSROOM_PAGE_SIZE);

/**
 * The file of a multipart/form-data upload, as the server reads it (its bytes). What the file is
 * is told from its bytes, never from its name.
 */
export const uploadedFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array && value.length > 0, {
    error: 'Please choose a file to upload',
  })
  .meta({ type: 'string', format: 'binary' });

export const idParams = z.object({ id: uuid('id') });

/** A staff member, or a reader an admin may promote, with their role and assignments. */
export const personSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** `suspended` is a blocked account: it can neither log in nor comment. */
  status: z.enum(['active', 'suspended']),
  roleId: z.uuid(),
  role: z.string(),
  roleType: z.enum(ROLE_TYPES),
  languageIds: z.array(z.uuid()),
  districtIds: z.array(z.uuid()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

/** GET /newsroom/users (Admins). */
export const peopleQuery = z.object({
  roleType: z
    .enum(ROLE_TYPES, { error: 'roleType must be reader, reporter, editor or admin' })
    .optional(),
  search: singleLine('search', 200).optional(),
  ...newsroomPaging,
});
export const peopleListSchema = z.object({
  items: z.array(personSchema),
  pagination: paginationSchema,
});

export const roleChangeBody = z.object({ roleId: uuid('roleId') });

const MAX_ASSIGNMENTS = 1000;
export const languageAssignmentBody = z.object({
  languageIds: z
    .array(uuid('every languageIds entry'))
    .max(MAX_ASSIGNMENTS)
    .transform((ids) => [...new Set(ids)]),
});
export const districtAssignmentBody = z.object({
  districtIds: z
    .array(uuid('every districtIds entry'))
    .max(MAX_ASSIGNMENTS)
    .transform((ids) => [...new Set(ids)]),
});
export const accountStatusBody = z.object({
  status: z.enum(['active', 'suspended'], { error: 'status must be active or suspended' }),
});

/** One line of the audit log. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  /** Null for the server's own jobs (feed imports). */
  actorId: z.uuid().nullable(),
  actorName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /newsroom/audit (Admins): newest first, optionally of one entity or actor. */
export const auditQuery = z.object({
  entityType: singleLine('entityType', 40).optional(),
  entityId: singleLine('entityId', 100).optional(),
  actorId: uuid('actorId').optional(),
  ...newsroomPaging,
});
export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
