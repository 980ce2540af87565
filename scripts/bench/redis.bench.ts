// Which Redis client the shared rate limits run on: ioredis or node-redis (`redis`), each behind rate-limiter-flexible's
// Redis store against one local redis-server (Debian's, on a free port). Both consume from the same set of client
// addresses with CONCURRENCY calls in flight, in interleaved rounds (ioredis redis ioredis redis …); the figures are
// medians over the rounds and the ratio of the two from the same run. Each consume is one round trip to Redis, so the
// figure is the client's own cost per command. BENCH_ROUNDS and BENCH_DURATION (seconds a round) lengthen a run.
import { performance } from 'node:perf_hooks';
import { startRedis } from '@sockshop/test-fixtures/harness/redis.harness';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { createClient } from 'redis';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 2) * 1000;
const CONCURRENCY = 32;
const CLIENT_ADDRESSES = 1_000;

interface Contender {
  name: string;
  limiter: RateLimiterRedis;
  close(): Promise<void>;
}

export async function benchRedis(): Promise<Record<string, string | number>> {
  const redis = await startRedis();
  const contenders: Contender[] = [];
  try {
    const io = new Redis(redis.url, { enableOfflineQueue: false, commandTimeout: 500, lazyConnect: true });
    await io.connect();
    contenders.push({ name: 'ioredis', limiter: limiterOn(io, 'io', false), close: async () => void io.disconnect() });
    const node = createClient({ url: redis.url, disableOfflineQueue: true });
    await node.connect();
    contenders.push({ name: 'redis', limiter: limiterOn(node, 'node', true), close: async () => void node.destroy() });

    for (const contender of contenders) await run(contender.limiter, 500); // warm up: connections, the script's cache
    const rates = new Map<string, number[]>(contenders.map((contender) => [contender.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const contender of contenders) rates.get(contender.name)?.push(await run(contender.limiter, DURATION_MS));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const io_ = median(rates.get('ioredis') ?? []);
    const node_ = median(rates.get('redis') ?? []);
    return {
      'consume/s ioredis': Math.round(io_),
      'consume/s redis (node-redis)': Math.round(node_),
      'ioredis ÷ redis': (io_ / node_).toFixed(2),
      rounds: `${ROUNDS} × ${DURATION_MS / 1000} s each, ${CONCURRENCY} in flight, medians`,
    };
  } finally {
    for (const contender of contenders) await contender.close();
    await redis.close();
  }
}

function limiterOn(storeClient: unknown, prefix: string, useRedisPackage: boolean) {
  // Generous points: the bench measures the store's round trip, and a refusal costs the same round trip as a grant.
  return new RateLimiterRedis({
    storeClient,
    keyPrefix: `bench:${prefix}`,
    points: 1_000_000,
    duration: 60,
    rejectIfRedisNotReady: true,
    // node-redis 5's client is not recognised by its class name, so the store is told which commands to use.
    useRedisPackage,
  });
}

/** Consumes from CONCURRENCY workers for `ms`; answers consumes per second. */
async function run(limiter: RateLimiterRedis, ms: number): Promise<number> {
  const started = performance.now();
  let done = 0;
  const worker = async (offset: number) => {
    for (let n = offset; performance.now() - started < ms; n += CONCURRENCY) {
      await limiter.consume(`10.0.${Math.floor((n % CLIENT_ADDRESSES) / 256)}.${n % 256}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => worker(i)));
  return done / ((performance.now() - started) / 1000);
}
