import type { ShopServices } from '@sockshop/core/ports';

/** What /readyz says: only `ready` is a 200. */
export type Readiness = 'ready' | 'not-ready' | 'draining';

/** Ready when the catalog answers and the content service answers (a missing home page still means it answered). */
export async function checkReadiness(services: ShopServices): Promise<boolean> {
  const scope = { storefront: 'de', currency: 'EUR' } as const;
  const [catalog, content] = await Promise.all([
    services.catalog.suggest('sock', 1, scope),
    services.content.findPage('home', { storefront: 'de', locale: 'de-DE', language: 'de' }),
  ]);
  const contentAnswered = content.isOk() || content.error.code === 'NOT_FOUND';
  return catalog.isOk() && contentAnswered;
}

/**
 * The instance's readiness: the backends' answer, until the instance is asked to stop. From then on it is `draining` at
 * once and for good, without asking the backends, so a load balancer takes the instance out of rotation while it still
 * serves what reaches it.
 */
export function createReadiness(check: () => Promise<boolean>) {
  let draining = false;
  return {
    async state(): Promise<Readiness> {
      if (draining) return 'draining';
      const ready = await check();
      // Asked to stop while the backends were being asked.
      if (draining) return 'draining';
      return ready ? 'ready' : 'not-ready';
    },
    drain() {
      draining = true;
    },
  };
}
