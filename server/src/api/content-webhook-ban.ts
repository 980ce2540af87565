import type { ShopLogger } from '../logging/logger.js';
import type { PagesToPurge } from '../pages/page-cache-key.js';

/** Each BAN request's bound: a cache that does not answer in time is logged and left behind, never waited for. */
const BAN_TIMEOUT_MS = 2_000;
/** BAN requests under way at once per cache. */
const BAN_CONCURRENCY = 8;

/**
 * Bans `targets` in each HTTP cache in front of the shop: `BAN /` with `X-Ban-Storefront` and, for one page,
 * `X-Ban-Path` (the cache bans that path and its `.data` twin; without it the whole storefront). A failure is logged;
 * nothing is retried here (the caller bans twice) and nothing rejects.
 */
export async function banHttpCaches(caches: readonly string[], targets: readonly PagesToPurge[], logger: ShopLogger): Promise<void> {
  await Promise.all(
    caches.map(async (base) => {
      const url = new URL('/', base);
      const queue = [...targets];
      let failed = 0;
      const worker = async () => {
        for (let target = queue.shift(); target; target = queue.shift()) {
          if (!(await ban(url, target))) failed++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(BAN_CONCURRENCY, queue.length) }, worker));
      if (failed > 0) logger.warn('http cache ban failed', { cache: url.origin, failed, of: targets.length });
    }),
  );
}

async function ban(url: URL, { storefront, path }: PagesToPurge): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'BAN',
      headers: { 'x-ban-storefront': storefront, ...(path === undefined ? {} : { 'x-ban-path': path }) },
      signal: AbortSignal.timeout(BAN_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
