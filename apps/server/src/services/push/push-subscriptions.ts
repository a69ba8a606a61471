import { and, eq, isNull } from 'drizzle-orm';
import type { PushEdition, PushSubscriptionKeys } from '@vaarta/core/entities/push';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { CatalogService } from '../catalog.ts';
import { isPushService } from './push-delivery.ts';

/** Subscriptions to an edition's breaking news, one row per device and edition (0160). */
export class PushSubscriptionService {
  private readonly db: Db;
  private readonly catalog: CatalogService;
  private readonly allowAnyService: boolean;

  constructor(deps: { db: Db; catalog: CatalogService; allowAnyService: boolean }) {
    this.db = deps.db;
    this.catalog = deps.catalog;
    this.allowAnyService = deps.allowAnyService;
  }

  /** Subscribes a device to an edition; subscribing again renews its keys. */
  async subscribe(subscription: PushSubscriptionKeys, edition: PushEdition): Promise<void> {
    if (!isPushService(subscription.endpoint, this.allowAnyService)) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        "The endpoint is not the address of a browser's push service.",
      );
    }
    await this.assertEdition(edition);
    await this.db
      .insert(t.pushSubscriptions)
      .values({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        ...edition,
      })
      .onConflictDoUpdate({
        target: [
          t.pushSubscriptions.endpoint,
          t.pushSubscriptions.languageId,
          t.pushSubscriptions.stateId,
          t.pushSubscriptions.districtId,
        ],
        set: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
      });
  }

  /** Stops one edition's pushes to a device, or all of them. Answers how many were stopped. */
  async unsubscribe(endpoint: string, edition?: PushEdition): Promise<number> {
    const s = t.pushSubscriptions;
    const removed = await this.db
      .delete(s)
      .where(
        and(
          eq(s.endpoint, endpoint),
          edition ? eq(s.languageId, edition.languageId) : undefined,
          edition ? eq(s.stateId, edition.stateId) : undefined,
          edition
            ? edition.districtId
              ? eq(s.districtId, edition.districtId)
              : isNull(s.districtId)
            : undefined,
        ),
      )
      .returning({ id: s.id });
    return removed.length;
  }

  /** Refuses (422) an edition that names an unknown language, state or district. */
  private async assertEdition(edition: PushEdition): Promise<void> {
    const names = await this.catalog.names();
    if (names.language(edition.languageId) === undefined) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        'Unknown language. Please choose one from the list.',
      );
    }
    await this.catalog.placeOf(edition.stateId, edition.districtId);
  }
}
