import type { Market, StorefrontCode } from '@sockshop/core/markets';
import type { ContentScope } from '@sockshop/core/ports';

export function contentScopeOf(storefront: StorefrontCode, market: Market, request: Request): ContentScope {
  const url = new URL(request.url);
  // The content system's release key travels in the query.
  const release = url.searchParams.get('_storyblok_release') ?? undefined;
  return { storefront, locale: market.contentLocale, language: market.language, ...(release ? { release } : {}) };
}
