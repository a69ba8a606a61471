// Addresses on the open web, as against this machine and private networks: what an address that
// outsiders give us (a feed, a push service) may lead to.
import dns from 'node:dns';
import net from 'node:net';

/** This machine, private and link-local networks. */
const NON_PUBLIC = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  NON_PUBLIC.addSubnet(prefix, bits, 'ipv6');
}

export function isPublic(address: string, family: number): boolean {
  const mapped = family === 6 && address.toLowerCase().startsWith('::ffff:');
  if (mapped) return !NON_PUBLIC.check(address.slice(7), 'ipv4');
  return !NON_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether a URL's host, when written as an IP address (connected to without a lookup), is public. */
export function literalHostIsPublic(url: URL): boolean {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(literal);
  return family === 0 || isPublic(literal, family);
}

type LookupAddress = { address: string; family: number };
type LookupCallback = (
  error: Error | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup that refuses non-public addresses at the moment of connecting (with the error
 * `refused` makes), so a name that changes its answer between a check and the connection cannot
 * reach an internal service.
 */
export function publicLookup(refused: () => Error) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((a) => !isPublic(a.address, a.family))) {
        return callback(refused(), '');
      }
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
