// Which Redis client the shared rate limits run on: ioredis or node-redis (`redis`), each behind rate-limiter-flexible's
// Redis store against one local redis-server (Debian's, on a free port), set up as the shop needs it: no offline queue,
// each call's wait bounded, a memory store as insurance. ioredis can bound the wait itself (`commandTimeout`, a timer
// per command) or, like node-redis (whose own timeout ends when the command is written), through rate-limiter-flexible's
// timeout wrapper. All consume from the same client addresses with CONCURRENCY calls in flight, in interleaved rounds;
// the figures are medians over the rounds and the ratios from the same run. Each consume is one round trip to Redis, so
// the figures are the clients' own cost per command. On a shared machine the rate swings with other work; consumes per
// second of this process's own CPU time (`per cpu-s`) is the figure other work disturbs least, and the one the ratios
// use. BENCH_ROUNDS and BENCH_DURATION (seconds a round) lengthen a run.
import { performance } from 'node:perf_hooks';
import { startRedis } from '@sockshop/test-fixtures/harness/redis.harness';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { median } from './median.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 2) * 1000;
const CONCURRENCY = 32;
const CLIENT_ADDRESSES = 1_000;
const TIMEOUT_MS = 300;
// Generous points: the bench measures the store's round trip, and a refusal costs the same round trip as a grant.
const POINTS = { points: 1_000_000, duration: 60 };

interface Figure {
  rate: number;
  perCpu: number;
}

interface Contender {
  name: string;
  limiter: Pick<RateLimiterAbstract, 'consume'>;
}

export async function benchRedis(): Promise<Record<string, string | number>> {
  const redis = await startRedis();
  const io = new Redis(redis.url, { enableOfflineQueue: false, lazyConnect: true });
  const ioTimed = new Redis(redis.url, { enableOfflineQueue: false, lazyConnect: true, commandTimeout: TIMEOUT_MS });
  const node = createClient({ url: redis.url, disableOfflineQueue: true });
  try {
    await Promise.all([io.connect(), ioTimed.connect(), node.connect()]);
    const contenders: Contender[] = [
      {
        name: 'ioredis, commandTimeout',
        limiter: insured(new RateLimiterRedis({ storeClient: ioTimed, keyPrefix: 'bench:a', ...POINTS })),
      },
      { name: 'ioredis, timeout wrapper', limiter: wrapped(new RateLimiterRedis({ storeClient: io, keyPrefix: 'bench:b', ...POINTS })) },
      {
        name: 'redis, timeout wrapper (the shop)',
        // node-redis 5's client is not recognised by its class name, so the store is told which commands to use.
        limiter: wrapped(new RateLimiterRedis({ storeClient: node, keyPrefix: 'bench:c', useRedisPackage: true, ...POINTS })),
      },
    ];
    for (const contender of contenders) await run(contender.limiter, 500); // warm up: connections, the script's cache
    const runs = new Map<string, Figure[]>(contenders.map((contender) => [contender.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const contender of contenders) runs.get(contender.name)?.push(await run(contender.limiter, DURATION_MS));
    }
    const figures = contenders.map((contender) => {
      const of = runs.get(contender.name) ?? [];
      return { name: contender.name, rate: median(of.map((run) => run.rate)), perCpu: median(of.map((run) => run.perCpu)) };
    });
    const [ioOwn, ioWrapped, nodeWrapped] = figures.map((figure) => figure.perCpu);
    return {
      ...Object.fromEntries(
        figures.map((figure) => [`consume ${figure.name}`, `${Math.round(figure.rate)}/s, ${Math.round(figure.perCpu)} per cpu-s`]),
      ),
      'redis ÷ ioredis, both wrapped (per cpu-s)': ((nodeWrapped ?? 0) / (ioWrapped ?? 1)).toFixed(2),
      'redis ÷ ioredis commandTimeout (per cpu-s)': ((nodeWrapped ?? 0) / (ioOwn ?? 1)).toFixed(2),
      rounds: `${ROUNDS} × ${DURATION_MS / 1000} s each, ${CONCURRENCY} in flight, medians`,
    };
  } finally {
    io.disconnect();
    ioTimed.disconnect();
    node.destroy();
    await redis.close();
  }
}

function insured(limiter: RateLimiterRedis): RateLimiterRedis {
  // The type declarations leave out the setter the library has.
  (limiter as unknown as { insuranceLimiter: RateLimiterMemory }).insuranceLimiter = new RateLimiterMemory(POINTS);
  return limiter;
}

function wrapped(limiter: RateLimiterRedis) {
  return new RLWrapperTimeouts({ limiter: insured(limiter), timeoutMs: TIMEOUT_MS });
}

/** Consumes from CONCURRENCY workers for `ms`; answers consumes per second and per second of this process's CPU. */
async function run(limiter: Contender['limiter'], ms: number): Promise<Figure> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let done = 0;
  const worker = async (offset: number) => {
    for (let n = offset; performance.now() - started < ms; n += CONCURRENCY) {
      await limiter.consume(`10.0.${Math.floor((n % CLIENT_ADDRESSES) / 256)}.${n % 256}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => worker(i)));
  const used = process.cpuUsage(cpu);
  return { rate: done / ((performance.now() - started) / 1000), perCpu: done / ((used.user + used.system) / 1e6) };
}
