import type { NewsletterBody } from '@vaarta/core/entities/engagement';
import type { ApiClient } from './client';

/** Subscribes an address; the server mails a link to confirm it (docs/product/engagement.md). */
export async function subscribeToNewsletter(api: ApiClient, body: NewsletterBody): Promise<void> {
  await api.post<null>('/newsletter', body);
}
