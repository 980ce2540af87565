import { type RedisHarness, startRedis } from '@sockshop/test-fixtures/harness/redis.harness';
import { type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const lines = (shop: ShopHarness, level: string, start: string) =>
  shop.logs
    .map((line) => JSON.parse(line) as { level: string; message: string })
    .filter((line) => line.level === level && line.message.startsWith(start));

describe('the shop with REDIS_URL while Redis is down', () => {
  let redis: RedisHarness;
  let shop: ShopHarness;
  beforeAll(async () => {
    redis = await startRedis();
    await redis.stop();
    shop = await startShop({ REDIS_URL: redis.url });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await redis?.close();
  });

  it('starts, stays ready and serves pages, with one warning; connects when Redis comes', async () => {
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${shop.url}/de`)).status).toBe(200);
    await expect.poll(() => lines(shop, 'warn', 'shared store unreachable').length).toBe(1);

    await redis.start();
    await expect.poll(() => lines(shop, 'info', 'shared store connected').length).toBe(1);
    expect(lines(shop, 'warn', 'shared store unreachable')).toHaveLength(1);
    expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
  });
});
