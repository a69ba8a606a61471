import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

const outbox = (server: Pick<TestServer, 'app'>, remoteAddress: string, forwardedFor?: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY', () => {
  it('trusts nothing by default and accepts loopback, a hop count, addresses and ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,192.0.2.7,::1',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('production configuration', () => {
  it('refuses to start without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://vaarta.in' }).PUBLIC_URL).toBe(
      'https://vaarta.in',
    );
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('with the defaults', () => {
  it('ignores X-Forwarded-For, so a client cannot pass for this machine or anyone else', async () => {
    expect((await outbox(server, '203.0.113.9', '127.0.0.1')).statusCode).toBe(404);
    expect((await outbox(server, '127.0.0.1', '203.0.113.9')).statusCode).toBe(200);
  });

  it('serves the development outbox to this machine only', async () => {
    expect((await outbox(server, '198.51.100.4')).statusCode).toBe(404);
    expect((await outbox(server, '::1')).statusCode).toBe(200);
    expect((await outbox(server, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('builds mail links from the configuration, never from forwarded headers', async () => {
    const email = `links.${Date.now()}@example.in`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
      headers: {
        'x-forwarded-host': 'evil.example',
        host: 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(response.statusCode).toBe(200);
    const mail = server.outbox.find((m) => m.to === email)!;
    expect(mail.text).toContain('http://localhost:3000/api/newsletter/confirm?token=');
    expect(mail.text).not.toContain('evil.example');
  });

  it('sends no HSTS while the site is not on https', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/roles' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind a proxy on this machine, on https', () => {
  let proxied: Pick<TestServer, 'app'>;
  beforeAll(async () => {
    proxied = {
      app: await server.withSettings({
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: 'https://vaarta.example',
      }),
    };
  });

  it('sees the forwarded client, and keeps the outbox from it', async () => {
    expect((await outbox(proxied, '127.0.0.1', '203.0.113.9')).statusCode).toBe(404);
    expect((await outbox(proxied, '127.0.0.1')).statusCode).toBe(200);
    // A forwarded-for from a client that is not the proxy is still not believed.
    expect((await outbox(proxied, '203.0.113.9', '127.0.0.1')).statusCode).toBe(404);
  });

  it('sends HSTS and links mails to PUBLIC_URL', async () => {
    const response = await proxied.app.inject({ method: 'GET', url: '/api/roles' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const email = `https.${Date.now()}@example.in`;
    await proxied.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    const mail = server.outbox.find((m) => m.to === email)!;
    expect(mail.text).toContain('https://vaarta.example/api/newsletter/confirm?token=');
  });
});
