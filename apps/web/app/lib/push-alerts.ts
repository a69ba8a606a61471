import type { PushEdition } from '@vaarta/core/entities/push';
import { browserApi } from '../api/browser';
import { subscribeToPushes, unsubscribeFromPushes } from '../api/push';

/** What the notification control shows for an edition on this device. */
export type AlertsState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The editions this device gets breaking news of, as `language.state.district` keys. */
const STORAGE_KEY = 'vaarta.pushEditions';

const keyOf = (edition: PushEdition) =>
  `${edition.languageId}.${edition.stateId}.${edition.districtId ?? ''}`;

function savedEditions(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function saveEditions(keys: string[]): void {
  try {
    if (keys.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(keys));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the control shows Off on the next page, the pushes still come
  }
}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function alertsState(edition: PushEdition): Promise<AlertsState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscribed = (await currentSubscription()) !== null;
  return subscribed && savedEditions().includes(keyOf(edition)) ? 'on' : 'off';
}

/** Whether this device gets any edition's breaking news. */
export async function anyAlertsOn(): Promise<boolean> {
  return pushSupported() && savedEditions().length > 0 && (await currentSubscription()) !== null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser's permission (only ever on the reader's tap), subscribes this device to the
 * push service and tells our server which edition it wants.
 */
export async function startAlerts(publicKey: string, edition: PushEdition): Promise<AlertsState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await subscribeToPushes(browserApi, {
    subscription: {
      endpoint: endpoint ?? '',
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
    edition,
  });
  saveEditions([...new Set([...savedEditions(), keyOf(edition)])]);
  return 'on';
}

/** Stops one edition's breaking news on this device, or all of them (the settings switch). */
export async function stopAlerts(edition?: PushEdition): Promise<AlertsState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await unsubscribeFromPushes(browserApi, { endpoint: subscription.endpoint, edition });
  }
  const left = edition ? savedEditions().filter((key) => key !== keyOf(edition)) : [];
  saveEditions(left);
  if (left.length === 0) await subscription?.unsubscribe();
  return 'off';
}
