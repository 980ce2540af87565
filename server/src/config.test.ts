import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const SECRETS = [
  'CONTENT_TOKEN',
  'CONTENT_PREVIEW_TOKEN',
  'SEARCH_TOKEN',
  'NEWSLETTER_API_KEY',
  'COMMERCE_JWT_SECRET',
  'PAYMENT_PROVIDER_API_KEY',
  'PAYMENT_PROVIDER_HMAC_KEY',
] as const;

describe('configuration (DECISIONS 2, 17)', () => {
  it('no secret has a default: an empty environment leaves every secret unset', () => {
    const config = loadConfig({});
    for (const name of SECRETS) expect(config[name], name).toBeUndefined();
  });

  it('a real service without its secret stops start-up, naming the variable', () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ CONTENT_API_URL: 'https://api.storyblok.com/v2' }, ['CONTENT_TOKEN', 'CONTENT_PREVIEW_TOKEN']],
      [{ SEARCH_API_URL: 'https://search.example' }, ['SEARCH_TOKEN']],
      [{ NEWSLETTER_API_URL: 'https://news.example' }, ['NEWSLETTER_API_KEY']],
      [{ PAYMENT_PROVIDER_URL: 'https://pay.example' }, ['PAYMENT_PROVIDER_API_KEY', 'PAYMENT_PROVIDER_HMAC_KEY']],
    ];
    for (const [env, names] of cases) {
      let message = '';
      try {
        loadConfig(env);
      } catch (error) {
        message = (error as Error).message;
      }
      for (const name of names) expect(message, JSON.stringify(env)).toContain(`${name}: required when its service URL is set`);
    }
  });

  it('a real service with its secret starts; a real commerce backend needs no provider keys of the shop', () => {
    expect(loadConfig({ SEARCH_API_URL: 'https://search.example', SEARCH_TOKEN: 'token' }).SEARCH_TOKEN).toBe('token');
    expect(() => loadConfig({ COMMERCE_API_URL: 'https://commerce.example', PAYMENT_PROVIDER_URL: 'https://pay.example' })).not.toThrow();
  });

  it('weak secrets are refused: a short JWT secret, an HMAC key that is not long hex', () => {
    expect(() => loadConfig({ COMMERCE_JWT_SECRET: 'short' })).toThrow(/COMMERCE_JWT_SECRET/);
    expect(() => loadConfig({ PAYMENT_PROVIDER_HMAC_KEY: 'not-hex' })).toThrow(/PAYMENT_PROVIDER_HMAC_KEY/);
  });

  it('the reservation time of unpaid orders defaults to 15 minutes (DECISIONS 18)', () => {
    expect(loadConfig({}).ORDER_RESERVATION_MINUTES).toBe(15);
    expect(loadConfig({ ORDER_RESERVATION_MINUTES: '5' }).ORDER_RESERVATION_MINUTES).toBe(5);
    expect(() => loadConfig({ ORDER_RESERVATION_MINUTES: '0' })).toThrow(/ORDER_RESERVATION_MINUTES/);
  });
});
