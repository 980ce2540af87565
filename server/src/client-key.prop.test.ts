import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key.js';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(group, { minLength: 8, maxLength: 8 });
const full = (parts: number[]) => parts.map((part) => part.toString(16)).join(':');
/** The shortest form of an IPv6 address, as a socket or a proxy writes it (WHATWG URL hosts are canonical). */
const canonical = (address: string) => new URL(`http://[${address}]/`).hostname.slice(1, -1);

describe('clientKeyOf', () => {
  it('one IPv6 /64 is one client, however the address is written and whatever its last 64 bits', () => {
    fc.assert(
      fc.property(groups, fc.array(group, { minLength: 4, maxLength: 4 }), (address, otherHost) => {
        const key = clientKeyOf(full(address));
        expect(clientKeyOf(canonical(full(address)))).toBe(key);
        expect(clientKeyOf(full([...address.slice(0, 4), ...otherHost]))).toBe(key);
      }),
    );
  });

  it('IPv6 addresses in different /64s are different clients', () => {
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        fc.pre(full(a.slice(0, 4)) !== full(b.slice(0, 4)));
        expect(clientKeyOf(canonical(full(a)))).not.toBe(clientKeyOf(canonical(full(b))));
      }),
    );
  });

  it('IPv4 addresses are their own key, also when a dual-stack socket reports them mapped into IPv6', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(clientKeyOf(address)).toBe(address);
        expect(clientKeyOf(`::ffff:${address}`)).toBe(address);
      }),
    );
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKeyOf(undefined)).toBe('unknown');
  });
});
