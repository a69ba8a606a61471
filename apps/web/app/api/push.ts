import type { z } from 'zod';
import type { pushSubscribeBody, pushUnsubscribeBody } from '@vaarta/core/entities/push';
import type { ApiClient } from './client';

/** Breaking news of an edition on this device (docs/decisions/0160). */
export async function subscribeToPushes(
  api: ApiClient,
  body: z.input<typeof pushSubscribeBody>,
): Promise<void> {
  await api.post<null>('/push/subscriptions', body);
}

/** Stops one edition's pushes to this device, or all of them. */
export async function unsubscribeFromPushes(
  api: ApiClient,
  body: z.input<typeof pushUnsubscribeBody>,
): Promise<void> {
  await api.post<null>('/push/unsubscribe', body);
}
