import { z } from 'zod';
import { ROLE_TYPES } from '../constants.ts';

/** A role option of the sign-up dropdown (docs/product/accounts.md, "Roles"). */
export const roleSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  roleType: z.enum(ROLE_TYPES),
  description: z.string(),
  selfAssignable: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;
