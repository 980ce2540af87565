import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** Every service configured, as `npm start` passes them from the sandbox (or an operator from real services). */
const SERVICES = {
  CONTENT_API_URL: 'https://api.storyblok.com/v2',
  CONTENT_TOKEN: 'content-token',
  CONTENT_PREVIEW_TOKEN: 'preview-token',
  SEARCH_API_URL: 'https://search.example',
  SEARCH_TOKEN: 'search-token',
  COMMERCE_API_URL: 'https://commerce.internal',
  PAYMENT_PROVIDER_PUBLIC_URL: 'https://checkout.pay.example',
  NEWSLETTER_API_URL: 'https://news.example',
  NEWSLETTER_API_KEY: 'news-key',
  RATES_API_URL: 'https://rates.example',
};

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('configuration (the server requires every service URL and secret; it starts no sandbox)', () => {
  it('the server starts no sandbox: every service URL and secret is required, each missing one named with the way out', () => {
    const message = errorOf({});
    for (const name of Object.keys(SERVICES)) expect(message).toContain(`${name}: required (\`npm start\` starts the sandbox`);
  });

  it('no secret has a default: a service without its secret stops start-up, naming it; blank counts as missing', () => {
    for (const name of ['CONTENT_TOKEN', 'CONTENT_PREVIEW_TOKEN', 'SEARCH_TOKEN', 'NEWSLETTER_API_KEY']) {
      const message = errorOf({ ...SERVICES, [name]: '  ' });
      expect(message, name).toContain(`${name}: required`);
      expect(message.split('\n'), name).toHaveLength(2);
    }
  });

  it('a service URL that is not a URL is refused, naming the variable', () => {
    expect(errorOf({ ...SERVICES, SEARCH_API_URL: 'search' })).toMatch(/SEARCH_API_URL: Invalid URL/);
  });

  it('with every service configured it starts; the browser-facing addresses default to the server-facing ones', () => {
    const config = loadConfig(SERVICES);
    expect(config.COMMERCE_PUBLIC_URL).toBe('https://commerce.internal');
    expect(config.IMAGE_BASE_URL).toBe('https://search.example');
    expect(config.CONTENT_ASSET_ORIGIN).toBe('https://a.storyblok.com');
    const split = loadConfig({ ...SERVICES, COMMERCE_PUBLIC_URL: 'https://commerce.example', IMAGE_BASE_URL: 'https://img.example' });
    expect([split.COMMERCE_PUBLIC_URL, split.IMAGE_BASE_URL]).toEqual(['https://commerce.example', 'https://img.example']);
  });

  it('the external storefronts’ sites are https URLs, configurable, with defaults', () => {
    const config = loadConfig(SERVICES);
    expect(config.EXTERNAL_SITE_AU).toMatch(/^https:\/\//);
    expect(config.EXTERNAL_SITE_NZ).toMatch(/^https:\/\//);
    expect(loadConfig({ ...SERVICES, EXTERNAL_SITE_AU: 'https://au.socks.example.org/' }).EXTERNAL_SITE_AU).toBe(
      'https://au.socks.example.org/',
    );
    for (const bad of ['http://au.example.org/', 'au.example.org', 'javascript:alert(1)', '']) {
      expect(errorOf({ ...SERVICES, EXTERNAL_SITE_NZ: bad }), bad).toMatch(/EXTERNAL_SITE_NZ: /);
    }
  });

  it('the public origin defaults to localhost on the shop port', () => {
    expect(loadConfig(SERVICES).PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(loadConfig({ ...SERVICES, PORT: '3980' }).PUBLIC_ORIGIN).toBe('http://localhost:3980');
    expect(loadConfig({ ...SERVICES, PUBLIC_ORIGIN: 'https://shop.example' }).PUBLIC_ORIGIN).toBe('https://shop.example');
  });

  it('the sandbox-only settings are not the server’s: they neither configure nor stop it', () => {
    const config = loadConfig({ ...SERVICES, COMMERCE_JWT_SECRET: 'short', SANDBOX_PORT: 'x', CATALOGUE_SIZE: '1' });
    expect(config).not.toHaveProperty('COMMERCE_JWT_SECRET');
    expect(config).not.toHaveProperty('DATA_DIR');
  });

  it("APP_ENV is production or staging; anything else is 'Invalid environment passed'", () => {
    expect(loadConfig({ ...SERVICES, APP_ENV: 'staging' }).APP_ENV).toBe('staging');
    expect(errorOf({ ...SERVICES, APP_ENV: 'qa' })).toContain('APP_ENV: Invalid environment passed');
  });
});

describe('the visual editor', () => {
  it('uses Storyblok’s bridge and editor origin unless set, and refuses what is not a URL', () => {
    expect(loadConfig(SERVICES)).toMatchObject({
      CONTENT_BRIDGE_URL: 'https://app.storyblok.com/f/storyblok-v2-latest.js',
      CONTENT_EDITOR_ORIGIN: 'https://app.storyblok.com',
    });
    const own = loadConfig({
      ...SERVICES,
      CONTENT_BRIDGE_URL: 'http://localhost:3101/f/b.js',
      CONTENT_EDITOR_ORIGIN: 'http://localhost:3101/editor',
    });
    expect(own).toMatchObject({ CONTENT_BRIDGE_URL: 'http://localhost:3101/f/b.js', CONTENT_EDITOR_ORIGIN: 'http://localhost:3101' });
    expect(errorOf({ ...SERVICES, CONTENT_EDITOR_ORIGIN: 'not a url' })).toContain('CONTENT_EDITOR_ORIGIN');
  });
  it('the content client asks at most 5 requests a second unless the environment names its service’s own pace', () => {
    expect(loadConfig(SERVICES).CONTENT_RATE_LIMIT).toBe(5);
    expect(loadConfig({ ...SERVICES, CONTENT_RATE_LIMIT: '50' }).CONTENT_RATE_LIMIT).toBe(50);
    expect(errorOf({ ...SERVICES, CONTENT_RATE_LIMIT: '0' })).toContain('CONTENT_RATE_LIMIT');
  });
  it('RATE_LIMITS overrides the own API limits per name as requests/seconds; anything else stops start-up', () => {
    expect(loadConfig(SERVICES).RATE_LIMITS).toEqual({});
    expect(loadConfig({ ...SERVICES, RATE_LIMITS: 'newsletter=5/25, search=1000/1s' }).RATE_LIMITS).toEqual({
      newsletter: { burst: 5, perSecond: 0.2 },
      search: { burst: 1000, perSecond: 1000 },
    });
    for (const bad of ['newsletter=5', 'orders=5/1', 'newsletter=0/1', 'newsletter=5/0', 'newsletter=-1/2']) {
      expect(errorOf({ ...SERVICES, RATE_LIMITS: bad }), bad).toContain('RATE_LIMITS:');
    }
  });

  it('REDIS_URL is optional (blank is unset) and must be a redis:// or rediss:// URL', () => {
    expect(loadConfig(SERVICES).REDIS_URL).toBeUndefined();
    expect(loadConfig({ ...SERVICES, REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ ...SERVICES, REDIS_URL: 'redis://:secret@10.0.0.5:6379/2' }).REDIS_URL).toBe('redis://:secret@10.0.0.5:6379/2');
    expect(loadConfig({ ...SERVICES, REDIS_URL: 'rediss://cache.internal' }).REDIS_URL).toBe('rediss://cache.internal');
    for (const bad of ['localhost:6379', 'http://localhost:6379', 'redis']) {
      expect(errorOf({ ...SERVICES, REDIS_URL: bad }), bad).toContain('REDIS_URL: must be a redis:// or rediss:// URL');
    }
  });
});

describe('connection and log limits', () => {
  it('each client holds at most 256 connections of 10,000; behind a trusted proxy (one address) the whole cap', () => {
    expect(loadConfig(SERVICES)).toMatchObject({ MAX_CONNECTIONS: 10_000, MAX_CONNECTIONS_PER_CLIENT: 256 });
    expect(loadConfig({ ...SERVICES, TRUST_PROXY: 'true' })).toMatchObject({ MAX_CONNECTIONS_PER_CLIENT: 10_000 });
    expect(loadConfig({ ...SERVICES, MAX_CONNECTIONS_PER_CLIENT: '40' })).toMatchObject({ MAX_CONNECTIONS_PER_CLIENT: 40 });
    // A share cannot exceed the whole.
    expect(loadConfig({ ...SERVICES, MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_CLIENT: '500' })).toMatchObject({
      MAX_CONNECTIONS_PER_CLIENT: 100,
    });
    expect(errorOf({ ...SERVICES, MAX_CONNECTIONS_PER_CLIENT: '0' })).toContain('MAX_CONNECTIONS_PER_CLIENT');
  });

  it('browser reports may take 64 KiB of log per client and 1 MiB in all a minute, unless set', () => {
    expect(loadConfig(SERVICES)).toMatchObject({
      DIAGNOSTICS_CLIENT_BYTES_PER_MINUTE: 65_536,
      DIAGNOSTICS_TOTAL_BYTES_PER_MINUTE: 1_048_576,
    });
    expect(loadConfig({ ...SERVICES, DIAGNOSTICS_TOTAL_BYTES_PER_MINUTE: '4096' })).toMatchObject({
      DIAGNOSTICS_TOTAL_BYTES_PER_MINUTE: 4096,
    });
    expect(errorOf({ ...SERVICES, DIAGNOSTICS_CLIENT_BYTES_PER_MINUTE: 'lots' })).toContain('DIAGNOSTICS_CLIENT_BYTES_PER_MINUTE');
  });
});
