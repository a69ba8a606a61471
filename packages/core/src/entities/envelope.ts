import { z } from 'zod';

/** Success envelope of every API reply (docs/decisions/0011): `{ status: 1, message, result }`. */
export function okEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ status: z.literal(1), message: z.string(), result });
}

/** Failure envelope: the right HTTP status and `{ status: 0, message, error, details? }`. */
export const errorEnvelope = z.object({
  status: z.literal(0),
  message: z.string(),
  error: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const uuid = (what: string) => z.uuid({ error: `${what} must be a valid id` });
