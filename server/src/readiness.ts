import type { ShopServices } from '@sockshop/ui/services';

/** Ready when the catalog answers and the content service answers (a missing home story still means it answered). */
export async function checkReadiness(services: ShopServices): Promise<boolean> {
  const scope = { storefront: 'de', tenant: 'DE', currency: 'EUR' } as const;
  const [catalog, content] = await Promise.all([
    services.catalog.suggest('sock', 1, scope),
    services.content.findStory('home', { storefront: 'de', locale: 'de-DE', language: 'de' }),
  ]);
  const contentAnswered = content.isOk() || content.error.code === 'NOT_FOUND';
  return catalog.isOk() && contentAnswered;
}
