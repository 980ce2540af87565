// @vitest-environment happy-dom
import { expect, it } from 'vitest';

// In the browser, zod neither probes `new Function` nor compiles parsers with it once lib/zod-jitless has
// run (root.tsx imports it first), so a CSP without 'unsafe-eval' has nothing to refuse.
it('zod builds and parses object schemas without ever constructing a Function', async () => {
  const constructed: string[] = [];
  const original = globalThis.Function;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      constructed.push(String(args.at(-1)).slice(0, 40));
      return Reflect.construct(target, args);
    },
  });
  try {
    await import('./zod-jitless');
    const { z } = await import('zod');
    const Line = z.object({ sku: z.string(), quantity: z.number().int(), price: z.object({ amount: z.number() }) });
    for (let run = 0; run < 3; run++) expect(Line.parse({ sku: 'CRW-100', quantity: 2, price: { amount: 1500 } }).quantity).toBe(2);
  } finally {
    globalThis.Function = original;
  }
  expect(constructed).toEqual([]);
});
