import { describe, expect, it } from 'vitest';
import { marketOfRequest } from '../request-context.js';
import { isCacheablePage, PRIVATE_PAGE_POLICY, pagePolicy, SHARED_PAGE_POLICY } from './page-policy.js';

const cacheable = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return isCacheablePage(url.pathname, url.searchParams, 'production');
};

describe('which pages the page cache keeps', () => {
  it('browse pages and their .data, on every storefront, and the storefront chooser', () => {
    for (const path of [
      '/',
      '/de',
      '/de.data',
      '/de/adults/socks?color=red',
      '/uk/product/CRW-100',
      '/fr/search?q=x',
      '/nl/faq',
      '/eu/blog.data',
    ]) {
      expect(cacheable(path), path).toBe(true);
    }
  });

  it('never the cart and checkout, diagnostics, the visual editor or an unknown storefront', () => {
    for (const path of [
      '/de/checkout/cart',
      '/de/checkout.data',
      '/de/checkout/success/o-1',
      '/de/diagnostics/product/A',
      '/de/editor/home',
      '/de?_storyblok=1',
      '/xx/socks',
    ]) {
      expect(cacheable(path), path).toBe(false);
    }
  });

  it('shared caches may keep single-market storefronts only', () => {
    expect(pagePolicy('/de/adults/socks', 'production')).toBe(SHARED_PAGE_POLICY);
    expect(pagePolicy('/de.data', 'production')).toBe(SHARED_PAGE_POLICY);
    expect(pagePolicy('/eu/adults/socks', 'production')).toBe(PRIVATE_PAGE_POLICY);
    expect(pagePolicy('/gl', 'production')).toBe(PRIVATE_PAGE_POLICY);
  });
});

describe('the market of a request (resolved once)', () => {
  it('comes from the storefront of the path, .data included, and the marketV2 cookie', () => {
    expect(marketOfRequest('/de.data', undefined, 'production')?.countryCode).toBe('DE');
    expect(marketOfRequest('/eu/adults/socks', 'SE', 'production')?.countryCode).toBe('SE');
    expect(marketOfRequest('/api/market', undefined, 'production')).toBeNull();
  });
});
