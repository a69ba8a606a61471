import { z } from 'zod';

/** Spec §3 Role option of the sign-up dropdown. */
export const roleSchema = z.object({
  id: z.uuid(),
  role: z.string(),
  roleType: z.enum(['reader', 'editor', 'admin']),
  description: z.string(),
  selfAssignable: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;
