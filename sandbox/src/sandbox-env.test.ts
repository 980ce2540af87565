import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSandboxEnv, mediaLimitsOf } from './sandbox-env.js';

const SECRETS = [
  'CONTENT_TOKEN',
  'CONTENT_PREVIEW_TOKEN',
  'SEARCH_TOKEN',
  'NEWSLETTER_API_KEY',
  'COMMERCE_JWT_SECRET',
  'PAYMENT_PROVIDER_API_KEY',
  'PAYMENT_PROVIDER_HMAC_KEY',
] as const;

describe('sandbox environment', () => {
  it('no secret has a default: an empty environment leaves every secret to the generated ones', () => {
    const env = loadSandboxEnv({});
    for (const name of SECRETS) expect(env[name], name).toBeUndefined();
  });

  it('the commerce sandbox paying at a real provider needs its keys, naming them; a real commerce backend needs none', () => {
    expect(() => loadSandboxEnv({ PAYMENT_PROVIDER_URL: 'https://pay.example' })).toThrow(
      /PAYMENT_PROVIDER_API_KEY: required when PAYMENT_PROVIDER_URL is set\n {2}PAYMENT_PROVIDER_HMAC_KEY/,
    );
    expect(() =>
      loadSandboxEnv({ COMMERCE_API_URL: 'https://commerce.example', PAYMENT_PROVIDER_URL: 'https://pay.example' }),
    ).not.toThrow();
  });

  it('weak secrets are refused: a short JWT secret, an HMAC key that is not long hex', () => {
    expect(() => loadSandboxEnv({ COMMERCE_JWT_SECRET: 'short' })).toThrow(/COMMERCE_JWT_SECRET/);
    expect(() => loadSandboxEnv({ PAYMENT_PROVIDER_HMAC_KEY: 'not-hex' })).toThrow(/PAYMENT_PROVIDER_HMAC_KEY/);
  });

  it('the reservation time of unpaid orders defaults to 15 minutes', () => {
    expect(loadSandboxEnv({}).ORDER_RESERVATION_MINUTES).toBe(15);
    expect(loadSandboxEnv({ ORDER_RESERVATION_MINUTES: '5' }).ORDER_RESERVATION_MINUTES).toBe(5);
    expect(() => loadSandboxEnv({ ORDER_RESERVATION_MINUTES: '0' })).toThrow(/ORDER_RESERVATION_MINUTES/);
  });

  it('serves the public origin the shop uses by default: localhost on the shop port', () => {
    expect(loadSandboxEnv({}).PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(loadSandboxEnv({ PORT: '3980' }).PUBLIC_ORIGIN).toBe('http://localhost:3980');
  });

  it('draws pictures in full, kept under DATA_DIR/media, unless told to draw them fast or keep them elsewhere', () => {
    expect(loadSandboxEnv({ DATA_DIR: '/srv/shop' })).toMatchObject({ MEDIA_RENDER: 'full', MEDIA_CACHE_DIR: join('/srv/shop', 'media') });
    expect(loadSandboxEnv({ DATA_DIR: '/srv/shop', MEDIA_CACHE_DIR: '' }).MEDIA_CACHE_DIR).toBe(join('/srv/shop', 'media'));
    expect(loadSandboxEnv({ MEDIA_RENDER: 'fast', MEDIA_CACHE_DIR: '/tmp/pictures' })).toMatchObject({
      MEDIA_RENDER: 'fast',
      MEDIA_CACHE_DIR: '/tmp/pictures',
    });
    expect(() => loadSandboxEnv({ MEDIA_RENDER: 'quick' })).toThrow(/MEDIA_RENDER/);
  });

  it('caps the picture folder at 1024 MB and 20,000 files and each renderer child at 3072 MB, unless told otherwise', () => {
    expect(mediaLimitsOf(loadSandboxEnv({}))).toEqual({
      cacheLimits: { maxBytes: 1024 * 1024 * 1024, maxFiles: 20_000 },
      pool: { limits: { memoryBytes: 3072 * 1024 * 1024, heapMb: 256 } },
    });
    const small = loadSandboxEnv({ MEDIA_CACHE_MAX_MB: '64', MEDIA_CACHE_MAX_FILES: '500', MEDIA_RENDER_MEMORY_MB: '1024' });
    expect(mediaLimitsOf(small)).toMatchObject({
      cacheLimits: { maxBytes: 64 * 1024 * 1024, maxFiles: 500 },
      pool: { limits: { memoryBytes: 1024 * 1024 * 1024 } },
    });
    for (const name of ['MEDIA_CACHE_MAX_MB', 'MEDIA_CACHE_MAX_FILES', 'MEDIA_RENDER_MEMORY_MB']) {
      expect(() => loadSandboxEnv({ [name]: '0' })).toThrow(new RegExp(name));
    }
  });
});
