import { createHash } from 'node:crypto';
import { type ShopHarness, startShop } from '@sockshop/test-fixtures/harness/shop.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Headers and cookie flags asserted on real responses of the built shop.
let shop: ShopHarness;
beforeAll(async () => {
  shop = await startShop();
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${shop.url}${path}`, { redirect: 'manual', ...init });

describe('page responses', () => {
  it('carry a strict CSP that allows exactly the inline scripts and styles of the page, by hash', async () => {
    const response = await get('/de');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src ('sha256-[\w+/=]+' )+'strict-dynamic'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !match[1]?.includes('src='));
    expect(inline.length).toBeGreaterThan(1);
    for (const [, , code] of inline)
      expect(csp).toContain(
        `'sha256-${createHash('sha256')
          .update(code ?? '')
          .digest('base64')}'`,
      );
    // Scripts with a source come only from the shop's own build, loaded by the hashed entry script.
    for (const match of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) expect(match[1]).toMatch(/^\/assets\//);
  });

  it('carry nosniff, a referrer policy, a permissions policy and no HSTS over plain http', async () => {
    const response = await get('/de');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('a script injected into the page would not match any hash', async () => {
    const csp = (await get('/de/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain(`'sha256-${createHash('sha256').update('alert(1)').digest('base64')}'`);
  });

  it('the html lang is the market HTML locale', async () => {
    for (const [storefront, lang] of [
      ['de', 'de-DE'],
      ['uk', 'en-GB'],
      ['at', 'de-AT'],
      ['us', 'en-US'],
    ] as const) {
      const html = await (await get(`/${storefront}`)).text();
      expect(html, storefront).toContain(`<html lang="${lang}"`);
    }
  });

  it('link the canonical URL and the other storefronts as hreflang alternates', async () => {
    const html = await (await get('/uk/adults/socks?color=red')).text();
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1/uk/adults/socks"/>');
    expect(html).toContain('hrefLang="de-DE" href="http://127.0.0.1/de/adults/socks"');
    expect(html).toContain('hrefLang="x-default" href="http://127.0.0.1/de/adults/socks"');
  });

  it('escape what a shopper types (no reflected markup)', async () => {
    const html = await (await get(`/de/search?term=${encodeURIComponent('<script>alert(1)</script><img src=x onerror=alert(2)>')}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x onerror');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('routes', () => {
  it('an unknown page is a real 404 with the error page', async () => {
    const response = await get('/de/this-page-does-not-exist');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-status="404"');
  });

  it('an unknown storefront code is a 404', async () => {
    expect((await get('/xx')).status).toBe(404);
  });

  it('blocked catch-all values answer 404 and are logged as a blocked route', async () => {
    for (const path of [
      '/de/undefined',
      '/de/.well-known/x',
      '/de/_nuxt/app.js',
      '/de/favicon.png',
      '/de/sitemap.xml',
      '/de/robots.txt',
      '/de/checkout/undefined',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(shop.logs.some((line) => line.includes('"blocked route"') && line.includes('"level":"info"'))).toBe(true);
    // A checkout step with no order id is logged as an error.
    const checkout = shop.logs.find((line) => line.includes('checkout path without an order id'));
    expect(checkout).toContain('"level":"error"');
    expect(checkout).toContain('/de/checkout/undefined');
  });

  it('_default goes to the default storefront keeping the rest of the path and the query', async () => {
    const response = await get('/_default/adults/socks?sort=price:asc');
    expect(response.status).toBe(302);
    expect(decodeURIComponent(response.headers.get('location') ?? '')).toBe('/de/adults/socks?sort=price:asc');
  });

  it('au and nz go to their external sites', async () => {
    for (const code of ['au', 'nz']) {
      const response = await get(`/${code}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toMatch(/^https:\/\//);
    }
  });

  it('a listing page past the last one is a 404', async () => {
    expect((await get('/de/adults/socks/999')).status).toBe(404);
    expect((await get('/de/adults/socks/1')).status).toBe(200);
  });

  it('the storefront chooser marks each storefront with its language, not its code', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('href="/uk" class="chooser__link" hrefLang="en-GB"');
    expect(html).toContain('href="/be" class="chooser__link" hrefLang="nl-BE"');
    expect(html).not.toMatch(/hrefLang="(uk|be|eu|gl)"/);
  });

  it('a product page carries schema.org Product data with its offer in the market currency', async () => {
    const html = await (await get('/de/product/CRW-100')).text();
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({ '@type': 'Product', sku: 'CRW-100', offers: { priceCurrency: 'EUR' } });
  });

  it('an unknown product is a 404', async () => {
    expect((await get('/de/product/NO-SUCH-SKU')).status).toBe(404);
  });
});

describe('the market cookie and redirects', () => {
  it('sets marketV2 HttpOnly, SameSite=Lax, for 180 days, without Secure over http', async () => {
    const response = await get('/api/market?country=AT&return=/de/adults/socks');
    expect(response.status).toBe(303);
    // core's marketSwitchDecision: same warehouse region, another storefront: the same path under its code.
    expect(response.headers.get('location')).toBe('/at/adults/socks');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^marketV2=AT;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${180 * 24 * 60 * 60}`);
    expect(cookie).not.toContain('Secure');
  });

  it('keeps the path when the new market is on the same storefront', async () => {
    const response = await get('/api/market?country=IE&return=%2Feu%2Fadults%2Fsocks%3Fpage%3D2');
    expect(response.headers.get('location')).toBe('/eu/adults/socks?page=2');
  });

  it('another warehouse region or the index page goes to the new storefront home; the query is kept on a navigate', async () => {
    expect((await get('/api/market?country=US&return=%2Fde%2Fadults%2Fsocks')).headers.get('location')).toBe('/us');
    expect((await get('/api/market?country=AT&return=%2Fde')).headers.get('location')).toBe('/at');
    const sorted = await get(`/api/market?country=AT&return=${encodeURIComponent('/de/adults/socks?sort=price:asc&color=black')}`);
    expect(sorted.headers.get('location')).toBe('/at/adults/socks?sort=price:asc&color=black');
  });

  it('never redirects off the site, whatever the return value', async () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example']) {
      const response = await get(`/api/market?country=DE&return=${encodeURIComponent(target)}`);
      const location = response.headers.get('location') ?? '';
      expect(location.startsWith('/'), target).toBe(true);
      expect(location.startsWith('//'), target).toBe(false);
      expect(new URL(location, 'http://shop.test').host, target).toBe('shop.test');
    }
  });

  it('answers a bad country with a 400 JSON error', async () => {
    const response = await get('/api/market?country=ZZ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'Invalid country code passed' } });
  });

  it('the marketV2 cookie picks the market of the page', async () => {
    const html = await (await get('/eu', { headers: { cookie: 'marketV2=SE' } })).text();
    expect(html).toContain('<html lang="en-XX"');
  });
});

describe('the footer newsletter after a post without JavaScript', () => {
  it("shows the outcome the server sent the shopper back with in the footer form's status line", async () => {
    const status = (html: string) => /<p id="newsletter-status" class="newsletter__status" role="status">([^<]*)<\/p>/.exec(html)?.[1];
    expect(status(await (await get('/de?newsletter=success')).text())).toBe('Willkommen! Schau in dein Postfach.');
    expect(status(await (await get('/de?newsletter=invalid')).text())).toBe('Bitte gib eine gültige E-Mail-Adresse ein');
    expect(status(await (await get('/de?newsletter=error')).text())).toBe('Die Anmeldung hat nicht geklappt. Bitte versuche es erneut.');
    expect(status(await (await get('/de')).text())).toBe('');
  });
});

describe('page chrome', () => {
  it('shows the top banner and the search bar on shopping pages only', async () => {
    const home = await (await get('/de')).text();
    expect(home).toContain('class="top-banner');
    expect(home).toContain('role="search"');
    const checkout = await (await get('/de/checkout/cart')).text();
    expect(checkout).not.toContain('class="top-banner');
    expect(checkout).not.toContain('role="search"');
    for (const path of ['/de/faq', '/de/about-us', '/de/corporate-gifts']) {
      expect(await (await get(path)).text(), path).not.toContain('role="search"');
    }
  });

  it('the header cart link goes to the checkout cart view', async () => {
    expect(await (await get('/de/adults/socks')).text()).toMatch(/href="\/de\/checkout\/cart"/);
  });
});

describe('the uid cookie', () => {
  it('is never set by a page (pages are shared by caches); the shell script sets it in the browser', async () => {
    const page = await get('/de');
    expect(page.headers.get('set-cookie')).toBeNull();
    // The shell's program, inline in <head>: it writes the uid cookie when the browser has none.
    expect(await page.text()).toMatch(/<script>\(function\(shellMarket,shellExperiments\)\{[\s\S]*?\("uid"\)[\s\S]*?<\/script>/);
  });
});

describe('route rules', () => {
  it('redirect permanently and keep the query', async () => {
    const response = await get('/de/cart?items=CRW-100-3638x1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de/checkout/cart?items=CRW-100-3638x1');
  });
});

describe('static files', () => {
  it('hashed assets are immutable for a year; others an hour', async () => {
    const html = await (await get('/de')).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('HTTPS deployments', () => {
  it('send HSTS and Secure cookies when the public origin is https', async () => {
    const secure = await startShop({ PUBLIC_ORIGIN: 'https://shop.example' });
    try {
      const page = await fetch(`${secure.url}/de`);
      expect(page.headers.get('strict-transport-security')).toContain('max-age=');
      const cookie = (await fetch(`${secure.url}/api/market?country=DE`, { redirect: 'manual' })).headers.get('set-cookie') ?? '';
      expect(cookie).toContain('Secure');
    } finally {
      await secure.close();
    }
  }, 120_000);
});
