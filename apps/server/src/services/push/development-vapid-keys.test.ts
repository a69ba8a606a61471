import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { withDevelopmentVapidKeys } from './development-vapid-keys.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function configIn(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vaarta-vapid-'));
  folders.push(dataDir);
  return loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });
}

describe('VAPID keys in development', () => {
  it('are made on the first start, kept in DATA_DIR and the same on the next', async () => {
    const config = await configIn({ NODE_ENV: 'development' });
    const first = await withDevelopmentVapidKeys(config);
    expect(first.made).toBe(true);
    const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = first.config;
    // A pair web-push signs with: a P-256 public point (65 bytes) and its 32-byte secret.
    expect(Buffer.from(publicKey!, 'base64url')).toHaveLength(65);
    expect(Buffer.from(privateKey!, 'base64url')).toHaveLength(32);
    expect(() =>
      webpush.setVapidDetails('mailto:desk@vaarta.example', publicKey!, privateKey!),
    ).not.toThrow();
    const file = path.join(config.DATA_DIR, 'vapid-keys.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ publicKey, privateKey });
    expect((await stat(file)).mode & 0o077).toBe(0);

    const again = await withDevelopmentVapidKeys(config);
    expect(again.made).toBe(false);
    expect(again.config.VAPID_PUBLIC_KEY).toBe(publicKey);
    expect(again.config.VAPID_PRIVATE_KEY).toBe(privateKey);
  });

  it('are never made in production, nor over keys the configuration gives', async () => {
    const production = await configIn({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://vaarta.example',
    });
    expect(await withDevelopmentVapidKeys(production)).toEqual({ config: production, made: false });

    const keys = webpush.generateVAPIDKeys();
    const configured = await configIn({
      NODE_ENV: 'development',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    expect(await withDevelopmentVapidKeys(configured)).toEqual({ config: configured, made: false });
    await expect(stat(path.join(configured.DATA_DIR, 'vapid-keys.json'))).rejects.toThrow();
  });
});
