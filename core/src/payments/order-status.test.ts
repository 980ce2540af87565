import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderStatusOf } from './order-status.js';

const numRuns = Number(process.env.FC_NUM_RUNS ?? 200);
const wordArb = fc.option(fc.oneof(fc.constantFrom(...ORDER_STATUSES, 'Authorised', 'canceled', ''), fc.string()), { nil: undefined });

describe('order status: explicit, else the last status-log entry, else unknown', () => {
  it('reads the explicit status, then the log, then answers unknown', () => {
    expect(orderStatusOf({ status: 'paid', statusLog: [{ status: 'pending' }] })).toBe('paid');
    expect(orderStatusOf({ statusLog: [{ status: 'pending' }, { status: 'Authorised' }] })).toBe('paid');
    expect(orderStatusOf({ status: '  ', statusLog: [{ status: 'cancelled' }] })).toBe('cancelled');
    expect(orderStatusOf({ status: null, statusLog: [] })).toBe('unknown');
    expect(orderStatusOf({})).toBe('unknown');
    expect(orderStatusOf({ status: 'on-hold' })).toBe('unknown');
  });

  it('always answers one of the shop’s words, and an explicit status wins over any log', () => {
    fc.assert(
      fc.property(wordArb, fc.array(fc.record({ status: wordArb }), { maxLength: 5 }), (status, statusLog) => {
        const answer = orderStatusOf({ status, statusLog });
        expect(ORDER_STATUSES).toContain(answer);
        if (status?.trim()) expect(answer).toBe(orderStatusOf({ status }));
      }),
      { numRuns },
    );
  });
});
