import { describe, expect, it } from 'vitest';
import { clientKeyOf as clientKey } from './client-key.js';

describe('the client address holds count against', () => {
  it('is the IPv4 address, also when the socket reports it IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey(undefined)).toBe('unknown');
  });

  it("is an IPv6 address's /64, however the address is written: one host's or home's block is one client", () => {
    const key = '2001:db8:aa:1::/64';
    for (const address of [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:fffe',
      '2001:db8:aa:1:0:0:0:9',
      '2001:db8:aa:1::c0a8:1',
      '2001:db8:aa:1::192.168.0.1',
      '2001:db8:aa:1::1%eth0',
    ]) {
      expect(clientKey(address), address).toBe(key);
    }
    expect(clientKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
