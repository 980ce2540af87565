import type { ShopServices } from '@sockshop/core/ports';

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
