import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

const FILE = 'vapid-keys.json';

/**
 * In development, a server started without VAPID keys makes a pair on its first start and keeps
 * it in DATA_DIR (so subscriptions made on this machine stay valid); `made` says it was just
 * made, for the start-up log to print. Elsewhere the configuration is returned as it is.
 */
export async function withDevelopmentVapidKeys(
  config: Config,
): Promise<{ config: Config; made: boolean }> {
  if (config.NODE_ENV !== 'development' || config.VAPID_PUBLIC_KEY) return { config, made: false };
  const file = path.join(config.DATA_DIR, FILE);
  let keys: { publicKey: string; privateKey: string };
  let made = false;
  try {
    keys = JSON.parse(await readFile(file, 'utf8')) as typeof keys;
  } catch {
    keys = webpush.generateVAPIDKeys();
    await mkdir(config.DATA_DIR, { recursive: true });
    await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
    made = true;
  }
  return {
    config: { ...config, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    made,
  };
}
