import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client whose holds an order counts against: the socket's address, as the payment rate limit counts it (browsers
 * reach this service directly, never through a proxy, so no forwarded header is trusted). An IPv6 client counts by its
 * /64, the block one host or home is given, so a new address from the same block is not a new client.
 */
export function clientKeyOf(c: Context): string {
  return clientKey(getConnInfo(c).remote.address);
}

export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${hextets(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded, without leading zeros; an embedded IPv4 tail is two groups. */
function hextets(address: string): string[] {
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0');
  return [...front, ...zeros, ...back].map((g) => Number.parseInt(g, 16).toString(16));
}
