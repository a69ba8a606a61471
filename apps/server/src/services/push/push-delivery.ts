import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { OutboundGuard } from '../../lib/outbound-guard.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push services may contact. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What became of one push: taken by the push service, the subscription gone (404 or 410: the
 * reader unsubscribed or the browser dropped it, so we forget it), or failed this time.
 */
export type DeliveryResult = 'delivered' | 'gone' | 'failed';

export interface DeliveryOptions {
  vapid: VapidKeys;
  /** How long the push service keeps an undelivered push, in seconds. */
  ttlSeconds: number;
  timeoutMs: number;
  /** Any address is written to, not only the known push services' (tests). */
  allowAnyService: boolean;
}

/**
 * The push services of the browsers readers use (Chrome and Android, Firefox, Edge, Safari). A
 * subscription names its address itself, so anything else is refused: we never post to a server
 * a stranger chose.
 */
const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

/** Whether we post pushes to this address. */
export function isPushService(endpoint: string, allowAnyService: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowAnyService) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    PUSH_SERVICES.some((service) => host === service || host.endsWith(`.${service}`))
  );
}

/** Connects only to addresses on the open internet, checked as they are looked up. */
const publicAgent = new https.Agent({ keepAlive: true, lookup: new OutboundGuard().lookup });

/**
 * Sends one push: the payload encrypted for the subscription's keys (RFC 8291, aes128gcm) and
 * signed with our VAPID key by `web-push`, posted here so that only a known push service, at a
 * public address, is reached (a subscription's address comes from a browser we do not control).
 */
export async function deliverPush(
  target: PushTarget,
  payload: string,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  if (!isPushService(target.endpoint, options.allowAnyService)) return 'gone';
  const url = new URL(target.endpoint);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const status = await post(url, details.headers, details.body ?? Buffer.alloc(0), options);
  if (status === 404 || status === 410) return 'gone';
  return status !== null && status >= 200 && status < 300 ? 'delivered' : 'failed';
}

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer,
  options: DeliveryOptions,
): Promise<number | null> {
  return new Promise((resolve) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': body.length },
      timeout: options.timeoutMs,
      ...(secure && !options.allowAnyService ? { agent: publicAgent } : {}),
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? null);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
    request.end(body);
  });
}
