import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isGloballyRoutable, OutboundGuard, parseNetworks } from '../lib/outbound-guard.ts';
import { fetchFeed, type FetchOptions } from '../services/newsroom/feed-fetch.ts';

const FEED = '<rss version="2.0"><channel><title>t</title></channel></rss>';
const NOT_PUBLIC = 'The feed address does not lead to a public web server.';
const none = { etag: null, lastModified: null };

/** Every way of writing this machine's address that a URL can carry, with `PORT` to fill in. */
const LOOPBACK_SPELLINGS = [
  'http://127.0.0.1:PORT/feed',
  'http://127.1:PORT/feed',
  'http://2130706433:PORT/feed',
  'http://0x7f.0.0.1:PORT/feed',
  'http://0177.0.0.1:PORT/feed',
  'http://0.0.0.0:PORT/feed',
  'http://localhost:PORT/feed',
  'http://LOCALHOST:PORT/feed',
  'http://[::1]:PORT/feed',
  'http://[::]:PORT/feed',
  'http://[0:0:0:0:0:0:0:1]:PORT/feed',
  'http://[::ffff:127.0.0.1]:PORT/feed',
  'http://[::ffff:7f00:1]:PORT/feed',
  'http://[0:0:0:0:0:ffff:127.0.0.1]:PORT/feed',
  'http://[::127.0.0.1]:PORT/feed',
  'http://[64:ff9b::127.0.0.1]:PORT/feed',
  'http://[64:ff9b::7f00:1]:PORT/feed',
  'http://[2002:7f00:1::]:PORT/feed',
  'http://[::ffff:0:127.0.0.1]:PORT/feed',
  'http://[::FFFF:7F00:0001]:PORT/feed',
  'http://127.0.0.1.:PORT/feed',
];

/** A server that counts every request; `redirect` answers with a 302 to its `to` parameter. */
async function listen(host: string, handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let target: Awaited<ReturnType<typeof listen>>;
let redirector: Awaited<ReturnType<typeof listen>>;
let reached = 0;
/** The address each request reached the feed on. */
const reachedOn: string[] = [];

beforeAll(async () => {
  // On `::` the feed answers 127.0.0.1, ::1 and ::ffff:127.0.0.1 alike.
  target = await listen('::', (request, response) => {
    reached += 1;
    reachedOn.push(request.socket.localAddress ?? '');
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
  });
  // A second loopback address stands in for a public feed that redirects inside.
  redirector = await listen('127.0.0.2', (request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    response.writeHead(302, { location: to }).end();
  });
});
afterAll(async () => {
  await target?.close();
  await redirector?.close();
});

const spelled = (template: string) => template.replace('PORT', String(target.port));
const options = (guard: OutboundGuard): FetchOptions => ({
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  guard,
});
const viaRedirect = (url: string) =>
  `http://127.0.0.2:${redirector.port}/r?to=${encodeURIComponent(url)}`;

describe('the outbound-fetch guard', () => {
  it('refuses this machine in every spelling, directly, and no request reaches it', async () => {
    reached = 0;
    for (const template of LOOPBACK_SPELLINGS) {
      await expect(
        fetchFeed(spelled(template), none, options(new OutboundGuard())),
        template,
      ).rejects.toThrow(NOT_PUBLIC);
    }
    expect(reached).toBe(0);
  });

  it('refuses every spelling behind a redirect from an allowed address: zero requests', async () => {
    const onlyTheRedirector = new OutboundGuard(parseNetworks('127.0.0.2/32'));
    reached = 0;
    for (const template of LOOPBACK_SPELLINGS) {
      await expect(
        fetchFeed(viaRedirect(spelled(template)), none, options(onlyTheRedirector)),
        template,
      ).rejects.toThrow(NOT_PUBLIC);
    }
    // Two redirects deep as well.
    await expect(
      fetchFeed(
        viaRedirect(viaRedirect(spelled('http://[::ffff:127.0.0.1]:PORT/feed'))),
        none,
        options(onlyTheRedirector),
      ),
    ).rejects.toThrow(NOT_PUBLIC);
    expect(reached).toBe(0);
  });

  it('reaches the same feed when the configuration allows its network (the test can fail)', async () => {
    const allowed = new OutboundGuard(parseNetworks('127.0.0.0/8'));
    reached = 0;
    const direct = await fetchFeed(
      spelled('http://[::ffff:127.0.0.1]:PORT/feed'),
      none,
      options(allowed),
    );
    expect(direct.notModified === false && direct.text).toBe(FEED);
    await fetchFeed(viaRedirect(spelled('http://127.0.0.1:PORT/feed')), none, options(allowed));
    expect(reached).toBe(2);
  });

  it('connects to the address it checked: a name that answers otherwise the second time', async () => {
    const lookups: string[] = [];
    const realLookup = dns.lookup;
    // A rebinding name: a first answer the guard allows, this machine on any later lookup.
    const lookup = vi.spyOn(dns, 'lookup').mockImplementation(((
      hostname: string,
      options: dns.LookupOptions,
      callback: (error: Error | null, addresses: dns.LookupAddress[]) => void,
    ) => {
      if (hostname !== 'rebinding.example.test') {
        return (realLookup as typeof dns.lookup)(hostname, options, callback as never);
      }
      lookups.push(hostname);
      const address = lookups.length === 1 ? '127.0.0.4' : '127.0.0.1';
      callback(null, [{ address, family: 4 }]);
    }) as never);
    const onlyTheChecked = new OutboundGuard(parseNetworks('127.0.0.4/32'));
    reached = 0;
    reachedOn.length = 0;
    try {
      const fetched = await fetchFeed(
        `http://rebinding.example.test:${target.port}/feed`,
        none,
        options(onlyTheChecked),
      );
      expect(fetched.notModified === false && fetched.text).toBe(FEED);
    } finally {
      lookup.mockRestore();
    }
    expect(lookups).toHaveLength(1);
    expect(reachedOn).toEqual(['::ffff:127.0.0.4']);
  });

  it('says the same sentence however a connection fails', async () => {
    const allowed = new OutboundGuard(parseNetworks('127.0.0.0/8'));
    // A closed port and a port that speaks another protocol read alike.
    const closed = await listen('127.0.0.3', () => {});
    const port = closed.port;
    await closed.close();
    const banner = await import('node:net').then(({ createServer }) => {
      const server = createServer((socket) => socket.end('-ERR unknown command\r\n'));
      return new Promise<{ port: number; close: () => void }>((resolve) =>
        server.listen(0, '127.0.0.3', () =>
          resolve({ port: (server.address() as AddressInfo).port, close: () => server.close() }),
        ),
      );
    });
    try {
      for (const url of [`http://127.0.0.3:${port}/`, `http://127.0.0.3:${banner.port}/`]) {
        await expect(fetchFeed(url, none, options(allowed))).rejects.toThrow(
          /^The feed’s server could not be reached\.$/,
        );
      }
    } finally {
      banner.close();
    }
  });
});

describe('which addresses are on the open internet', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::ffff:169.254.169.254',
    'fd00:ec2::254',
    'fe80::1',
    'fc00::1',
    'ff02::1',
    '224.0.0.1',
    '255.255.255.255',
    '0.0.0.0',
    '::',
    '::1',
    '::ffff:10.0.0.1',
    '::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::1',
    '2002:c0a8:0101::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '192.0.2.1',
    '198.18.0.1',
    '240.0.0.1',
    'not an address',
  ])('%s is refused', (address) => {
    expect(isGloballyRoutable(address)).toBe(false);
  });

  it.each(['8.8.8.8', '49.44.1.1', '::ffff:8.8.8.8', '2404:6800:4007:80a::200e'])(
    '%s is public',
    (address) => {
      expect(isGloballyRoutable(address)).toBe(true);
    },
  );

  it('lets configuration allow a private network, and nothing else', () => {
    const guard = new OutboundGuard(parseNetworks('10.20.0.0/16, fd12::/16'));
    expect(guard.allows('10.20.3.4')).toBe(true);
    expect(guard.allows('::ffff:10.20.3.4')).toBe(true);
    expect(guard.allows('fd12::5')).toBe(true);
    expect(guard.allows('10.21.0.1')).toBe(false);
    expect(guard.allows('127.0.0.1')).toBe(false);
    expect(() => parseNetworks('10.0.0.0/33')).toThrow();
  });
});
