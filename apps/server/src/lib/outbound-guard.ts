import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** The one sentence an address the server will not fetch from is refused with. */
export class RefusedAddress extends Error {
  constructor() {
    super('The address does not lead to a public web server.');
  }
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;
type LookupAddress = { address: string; family: number };
type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * An address as the kernel would connect to it: an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`,
 * however it is written) is its IPv4 address.
 */
function asConnected(address: string): Address | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/**
 * Whether an address is on the open internet: IPv4 outside every special range (this machine,
 * private, shared, link-local — the cloud metadata address —, multicast, reserved…); IPv6 only
 * in global unicast (2000::/3) and outside the ranges that carry or translate an IPv4 address
 * (6to4, Teredo) or are special. IPv4-compatible (`::a.b.c.d`) and NAT64 (`64:ff9b::/96`)
 * addresses are outside 2000::/3, so they are refused whatever IPv4 address they carry.
 */
export function isGloballyRoutable(address: string): boolean {
  const ip = asConnected(address);
  if (!ip) return false;
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
  return ip.range() === 'unicast' && (ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** A comma-separated list of networks (`10.0.0.0/8, fd00::/8`); throws on a malformed one. */
export function parseNetworks(text: string): [Address, number][] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((cidr) => ipaddr.parseCIDR(cidr));
}

/**
 * The one check every address the server fetches for a user goes through (a feed, its
 * redirects): the host is resolved once, every address it resolves to must be on the open
 * internet (or in a network the configuration allows), and the connection is made to exactly
 * the addresses checked — `lookup` is handed to the HTTP client, which does no lookup of its own.
 */
export class OutboundGuard {
  private readonly allowed: [Address, number][];

  /** `allowedNetworks`: private networks the configuration lets the server fetch from. */
  constructor(allowedNetworks: readonly [Address, number][] = []) {
    this.allowed = [...allowedNetworks];
  }

  allows(address: string): boolean {
    if (isGloballyRoutable(address)) return true;
    const ip = asConnected(address);
    return (
      ip !== null &&
      this.allowed.some(
        ([network, bits]) => network.kind() === ip.kind() && ip.match(network, bits),
      )
    );
  }

  /**
   * Checks a URL's host before connecting: an IP written in the address is connected to without
   * a lookup, so it is checked here; a name is checked by `lookup` as it resolves.
   */
  assertHost(hostname: string): void {
    const literal = hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(literal) !== 0 && !this.allows(literal)) throw new RefusedAddress();
  }

  /** A DNS lookup for `http.request`'s `lookup` option that answers only allowed addresses. */
  readonly lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || addresses.some((a) => !this.allows(a.address))) {
        return callback(new RefusedAddress(), '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
