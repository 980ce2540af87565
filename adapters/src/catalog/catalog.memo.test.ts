import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createAnswerMemo } from './catalog.memo.js';

describe('createAnswerMemo', () => {
  it('decodes a text once per scope; the kept value is frozen, a failure is not kept', () => {
    const memo = createAnswerMemo();
    let decodes = 0;
    const decode = (text: string) => {
      decodes += 1;
      const body = JSON.parse(text) as { items: { n: number }[] };
      return body.items.length > 0 ? ok(body) : err('empty');
    };
    const first = memo.decode('search de', '{"items":[{"n":1}]}', decode)._unsafeUnwrap();
    expect(memo.decode('search de', '{"items":[{"n":1}]}', decode)._unsafeUnwrap()).toBe(first);
    expect(decodes).toBe(1);
    expect(Object.isFrozen(first.items[0])).toBe(true);
    // Another storefront, or another answer: decoded anew.
    memo.decode('search at', '{"items":[{"n":1}]}', decode);
    memo.decode('search de', '{"items":[{"n":2}]}', decode);
    expect(decodes).toBe(3);
    memo.decode('search de', '{"items":[]}', decode);
    memo.decode('search de', '{"items":[]}', decode);
    expect(decodes).toBe(5);
  });

  it('stays within its byte bound, dropping the least recently used', () => {
    const memo = createAnswerMemo(64 * 1024);
    const text = (i: number) => JSON.stringify({ i, pad: 'x'.repeat(4_000) });
    for (let i = 0; i < 100; i++) memo.decode('s', text(i), (t) => ok(JSON.parse(t) as unknown));
    expect(memo.size()).toBeLessThan(10);
  });
});
