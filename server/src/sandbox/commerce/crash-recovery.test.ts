import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { RawCartSchema } from '@sockshop/core/cart';
import { commerceTestProducts } from '@sockshop/test-fixtures/builders/commerce-catalogue.builder';
import { callCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, describe, expect, it } from 'vitest';

const RUNNER = resolve(import.meta.dirname, 'run.ts');
const dir = mkdtempSync(join(tmpdir(), 'commerce-crash-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts run.ts in its own process on the shared database file; resolves with its URL. */
function startRunner(): Promise<{ url: string; child: ChildProcess }> {
  writeFileSync(join(dir, 'products.json'), JSON.stringify(commerceTestProducts()));
  // Plenty of every variant: this proof is about durability, not stock.
  writeFileSync(join(dir, 'stock.json'), JSON.stringify({}));
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', RUNNER], {
    env: {
      ...process.env,
      COMMERCE_DB: join(dir, 'commerce.sqlite'),
      COMMERCE_PRODUCTS: join(dir, 'products.json'),
      COMMERCE_STOCK: join(dir, 'stock.json'),
      COMMERCE_JWT_SECRET: 'crash-test-secret',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`runner exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => done({ url: (JSON.parse(line) as { url: string }).url, child }));
  });
}

type Lines = Record<string, number>;
const VARIANTS = ['SOCK-001-3638', 'SOCK-001-4146', 'SALE-3638', 'LAST-4146'];

describe('proof: nothing acknowledged is lost when the process is killed (issue 5)', () => {
  it('SIGKILL in the middle of a stream of cart writes: after a restart every acknowledged write is there', async () => {
    const first = await startRunner();
    const writers = 8;
    // Per cart: the last acknowledged lines, and the lines of a write sent but not answered.
    const acked: { token: string; lines: Lines; inFlight: Lines | null; writes: number }[] = [];
    let killed = false;

    const writer = async () => {
      const created = await callCommerce(first.url, 'POST', '/carts', { body: { store: { countryCode: 'NL', languageCode: 'nl' } } });
      const entry = { token: created.body.jwtToken!, lines: {} as Lines, inFlight: null as Lines | null, writes: 0 };
      acked.push(entry);
      for (let i = 0; !killed && i < 10_000; i++) {
        const id = VARIANTS[i % VARIANTS.length]!;
        const quantity = (i % 3) + 1 === 3 ? 0 : (i % 7) + 1;
        const next = { ...entry.lines, [id]: quantity };
        if (quantity === 0) delete next[id];
        entry.inFlight = next;
        try {
          const answer = await callCommerce(first.url, 'PUT', '/carts', { token: entry.token, body: { products: [{ id, quantity }] } });
          if (answer.status !== 200) throw new Error(`write refused: ${answer.status}`);
          entry.lines = next;
          entry.inFlight = null;
          entry.writes++;
        } catch (error) {
          if (!killed) throw error;
          return;
        }
      }
    };
    const stream = Promise.allSettled(Array.from({ length: writers }, writer));
    // Kill mid-stream, once a good number of writes is acknowledged (bounded in time on a slow machine).
    const started = Date.now();
    while (acked.reduce((sum, e) => sum + e.writes, 0) < 120 && Date.now() - started < 8_000) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    first.child.kill('SIGKILL');
    const outcomes = await stream;
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const acknowledged = acked.reduce((sum, e) => sum + e.writes, 0);
    expect(acknowledged).toBeGreaterThan(50);

    const second = await startRunner();
    for (const entry of acked) {
      const answer = await callCommerce(second.url, 'GET', '/carts', { token: entry.token });
      const recovered = Object.fromEntries(
        RawCartSchema.parse(answer.body)
          .cartItems.filter((i) => i.type === 'productVariant')
          .map((i) => [i.productId, i.quantity]),
      );
      // The write in flight at the kill may or may not have committed; everything before it must be there.
      const candidates = [entry.lines, ...(entry.inFlight ? [entry.inFlight] : [])];
      expect(candidates).toContainEqual(recovered);
    }
    second.child.kill('SIGTERM');
  });
});
