import { z } from 'zod';
import { uuid } from './envelope.ts';

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's
 * address and the keys the payload is encrypted with (RFC 8291). The keys are URL-safe base64:
 * a P-256 public key (65 bytes, 87 characters) and a 16-byte secret (22 characters).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be the push service address' })
    .max(1000, 'endpoint must be at most 1000 characters'),
  keys: z.object({
    p256dh: z.string().regex(/^[\w-]{86,88}$/, 'keys.p256dh must be a P-256 public key'),
    auth: z.string().regex(/^[\w-]{21,24}$/, 'keys.auth must be a 16-byte secret'),
  }),
});
export type PushSubscriptionKeys = z.infer<typeof pushSubscriptionSchema>;

/**
 * The edition a device asks breaking news of: a language and a district, or a language and a
 * whole state (no district).
 */
export const pushEditionSchema = z.object({
  languageId: uuid('languageId'),
  stateId: uuid('stateId'),
  districtId: uuid('districtId').nullable(),
});
export type PushEdition = z.infer<typeof pushEditionSchema>;

export const pushSubscribeBody = z.object({
  subscription: pushSubscriptionSchema,
  edition: pushEditionSchema,
});

/** Stops one edition's pushes to a device, or all of them when no edition is named. */
export const pushUnsubscribeBody = z.object({
  endpoint: pushSubscriptionSchema.shape.endpoint,
  edition: pushEditionSchema.optional(),
});

/** What the service worker receives and shows (the payload is JSON, encrypted). */
export const breakingPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  tag: z.string(),
});
export type BreakingPushPayload = z.infer<typeof breakingPushPayloadSchema>;

/** The newsroom's choice to notify readers of a story that is not marked breaking. */
export const notifyChoice = z.object({
  notify: z.boolean({ error: 'notify must be true or false' }).optional(),
});
