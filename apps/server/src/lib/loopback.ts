import { BlockList, isIPv4, isIPv6 } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a client address is this machine (127.0.0.0/8, ::1, or 127.x written as IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return loopback.check(v4, 'ipv4');
  return isIPv6(address) && loopback.check(address, 'ipv6');
}
