import { describe, expect, it } from 'vitest';
import { isBlockedRoute } from './blocked.js';
import { pageTypeOf, trackingPageType } from './page-type.js';
import { matchRoute, ROUTES } from './routes.js';
import { isCheckoutPath, nextReturnTarget } from './storefront-path.js';

const nameOf = (path: string) => matchRoute(path)?.route.name;

describe('route table', () => {
  it("names the routes of the product's pages", () => {
    const names = ROUTES.map((route) => route.name);
    for (const name of [
      'index',
      'storefront',
      'storefront-menu',
      'storefront-slugs',
      'storefront-search',
      'storefront-cart',
      'storefront-checkout-cart',
      'storefront-checkout-address',
      'storefront-checkout-payment',
      'storefront-checkout-success-id',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('matches each screen', () => {
    expect(nameOf('/')).toBe('index');
    expect(nameOf('/de')).toBe('storefront');
    expect(nameOf('/de/checkout/success/o-1')).toBe('storefront-checkout-success-id');
    expect(matchRoute('/de/checkout/success/o-1')?.params.id).toBe('o-1');
    expect(nameOf('/de/checkout/success')).toBe('storefront-checkout-success-id');
    expect(nameOf('/de/checkout/address?x=1')).toBe('storefront-checkout-address');
    expect(nameOf('/de/faq')).toBe('storefront-faq');
    expect(nameOf('/de/faq/cookie-policy')).toBe('storefront-faq-cookie-policy');
    expect(matchRoute('/de/faq/returns')?.params.faq_section).toBe('returns');
    expect(nameOf('/de/product/striped-sock')).toBe('storefront-product-sku');
    expect(nameOf('/de/search')).toBe('storefront-search');
    expect(matchRoute('/de/search/3?term=x')?.params.pageNumber).toBe('3');
    expect(matchRoute('/de/diagnostics/product/A/B')?.params.sku).toEqual(['A', 'B']);
    expect(matchRoute('/de/adults/socks/2')?.params.slugs).toEqual(['adults', 'socks', '2']);
    expect(nameOf('/de/shared-content')).toBe('storefront-shared-content');
    expect(matchRoute('/de/shared-content')?.route.layout).toBe(false);
    expect(nameOf('/de/login')).toBe('storefront-login');
    expect(matchRoute('/de/editor/home')?.route).toMatchObject({ skipsCartFetch: true });
    expect(nameOf('/de/product/a/b')).toBe('storefront-slugs');
    expect(matchRoute('/de/%E0%A4%A')?.params.slugs).toEqual(['%E0%A4%A']);
  });
});

describe('storefront prefix', () => {
  it('remembers the last non-checkout page as the return target', () => {
    let target: string | null = null;
    for (const path of ['/de', '/de/adults/socks', '/de/checkout/cart', '/de/checkout/address']) target = nextReturnTarget(target, path);
    expect(target).toBe('/de/adults/socks');
    expect(isCheckoutPath('/de/checkout')).toBe(true);
    expect(isCheckoutPath('/de/checkout-socks')).toBe(false);
  });
});

describe('page types', () => {
  it('maps routes to the tracking page types', () => {
    expect(trackingPageType('index')).toBe('index');
    expect(trackingPageType('storefront')).toBe('homepage');
    expect(trackingPageType('storefront-checkout-success-id')).toBe('checkout-success');
    expect(trackingPageType('storefront-slugs', 'happynews')).toBe('blog');
    expect(trackingPageType('storefront-slugs', 'about-us')).toBe('unknown');
    expect(trackingPageType('storefront-slugs', 'kids')).toBe('category');
    expect(trackingPageType('storefront-login')).toBe('unknown');
    expect(trackingPageType(null)).toBe('unknown');
  });

  it('answers 404 Page Not Found for each blocked value', () => {
    for (const value of [
      'undefined',
      '.well-known',
      '_nuxt',
      'sitemap.xml',
      'robots.txt',
      'favicon.ico',
      'favicon.png',
      'sitemap',
      'api',
    ]) {
      expect(isBlockedRoute({ storefront: 'de', slugs: [value] }), value).toBe(true);
    }
    expect(isBlockedRoute({ storefront: 'de', slugs: ['checkout', 'undefined'] })).toBe(true);
    expect(isBlockedRoute({ storefront: 'undefined' })).toBe(true);
    expect(isBlockedRoute({ storefront: 'de', slugs: ['adults', 'socks'], page: undefined })).toBe(false);
  });

  it('the first segment decides the page type', () => {
    expect(pageTypeOf('faq')).toBe('faq');
    expect(pageTypeOf('shipping')).toBe('faq');
    expect(['happy-news', 'happynews', 'happyblog'].map((slug) => pageTypeOf(slug))).toEqual(['blog', 'blog', 'blog']);
    expect(pageTypeOf('corporate-gifts')).toBe('campaign');
    expect(pageTypeOf('about-us')).toBe('content');
    expect(pageTypeOf('adults')).toBe('category');
    expect(pageTypeOf(undefined)).toBe('category');
  });

  it('a slug the catalogue does not know is a content page, a fixed one keeps its type', () => {
    for (const slug of ['login', 'terms', 'privacy', 'imprint', 'menu', 'adults']) {
      expect(pageTypeOf(slug, { isCategory: false }), slug).toBe('content');
      expect(trackingPageType('storefront-slugs', slug, { isCategory: false }), slug).toBe('unknown');
    }
    expect(pageTypeOf('adults', { isCategory: true })).toBe('category');
    expect(trackingPageType('storefront-slugs', 'kids', { isCategory: true })).toBe('category');
    expect(pageTypeOf('faq', { isCategory: false })).toBe('faq');
    expect(pageTypeOf('happy-news', { isCategory: true })).toBe('blog');
    expect(trackingPageType('storefront-slugs', 'corporate-gifts', { isCategory: false })).toBe('campaign');
  });
});
