import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client a connection or a per-address budget counts against: its IPv4 address, or its IPv6 /64 (one household or
 * server is handed a whole /64, so counting single IPv6 addresses would give one client 2^64 shares). IPv4-mapped IPv6
 * counts as the IPv4 address; anything else (a proxy's header value that is no address) is its own key.
 */
export function clientKeyOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const bare = address.split('%')[0]!;
  const [head = '', tail] = bare.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for two groups.
  const width = (groups: string[]) => groups.length + (groups.at(-1)?.includes('.') ? 1 : 0);
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const groups = [...first, ...Array<string>(8 - width(first) - width(last)).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client of a request as the sandbox's services count it (rate limits, the commerce service's stock holds): the
 * socket's address, since browsers reach these services directly and no forwarded header is trusted.
 */
export function requestClientKey(c: Context): string {
  return clientKeyOf(getConnInfo(c).remote.address);
}
