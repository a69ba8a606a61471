import { z } from 'zod';
import { ROLE_TYPES } from '../constants.ts';

/** Spec §3 Role option of the sign-up dropdown. */
export const roleSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  roleType: z.enum(ROLE_TYPES),
  description: z.string(),
  selfAssignable: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;
