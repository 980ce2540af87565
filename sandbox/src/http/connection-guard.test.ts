import { type HeldConnections, holdConnections, requestFrom } from '@sockshop/test-fixtures/harness/connections';
import { startTestCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// The commerce service, which browsers reach directly, as every sandbox service listens (serve.ts: 1,000 connections,
// 256 per client address).
let commerce: Awaited<ReturnType<typeof startTestCommerce>>;
beforeAll(async () => {
  commerce = await startTestCommerce();
});
afterAll(() => commerce.close());
const held: HeldConnections[] = [];
afterEach(() => {
  for (const connections of held.splice(0)) connections.release();
});

/** A shopper's checkout-shaped calls from `from`: create a cart, add to it, list shipping, fetch it, until `count` calls. */
async function shopperCalls(from: string, count: number): Promise<(number | 'reset')[]> {
  const statuses: (number | 'reset')[] = [];
  let token = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await requestFrom(commerce.url, {
      from,
      method,
      path,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    statuses.push(answer === 'reset' ? answer : answer.status);
    if (answer !== 'reset' && answer.status < 300) token = (JSON.parse(answer.body) as { jwtToken?: string }).jwtToken ?? token;
  };
  while (statuses.length < count) {
    token = '';
    await call('POST', '/carts', { store: { countryCode: 'DE', languageCode: 'de' } });
    await call('PUT', '/carts', { products: [{ id: 'SOCK-001-3638', quantity: 1 }] });
    await call('GET', '/shipments/DE');
    await call('GET', '/carts');
  }
  return statuses.slice(0, count);
}
const answered = (statuses: (number | 'reset')[]) => statuses.filter((status) => status !== 'reset' && status < 300).length;

describe('commerce service connections', () => {
  it('one address opening 1,000 keep-alive connections holds 256, and another shopper’s 22 checkout calls are all answered', async () => {
    const greedy = await holdConnections(commerce.url, { from: '127.0.0.2', count: 1_000 });
    held.push(greedy);
    await expect.poll(() => greedy.open()).toBe(256);
    expect(answered(await shopperCalls('127.0.0.3', 22))).toBe(22);
  }, 20_000);

  it('four addresses filling all 1,000 connections with idle keep-alive ones still leave room for a shopper', async () => {
    const greedy = await Promise.all(
      ['127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7'].map((from) => holdConnections(commerce.url, { from, count: 256 })),
    );
    held.push(...greedy);
    await expect.poll(() => greedy.reduce((sum, connections) => sum + connections.open(), 0)).toBe(1_000);
    expect(answered(await shopperCalls('127.0.0.8', 22))).toBe(22);
  }, 20_000);
});
