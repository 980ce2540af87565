import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, securityHeadersFor } from './security-headers.js';

describe('security headers built once from the configuration', () => {
  it('tell browsers to keep to https only when the public origin is https', () => {
    expect(securityHeadersFor({ https: true })['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(securityHeadersFor({ https: false })).not.toHaveProperty('strict-transport-security');
  });

  it('are set on every answer that passes the middleware, over what a handler set, errors included', async () => {
    const headers = securityHeadersFor({ https: true });
    const app = new Hono();
    app.onError((_error, c) => c.text('error', 500));
    app.use(securityHeaders(headers));
    app.get('/json', (c) => c.json({ ok: true }, 200, { 'x-frame-options': 'SAMEORIGIN' }));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    for (const path of ['/json', '/boom', '/missing']) {
      const answer = await app.request(path);
      for (const [name, value] of Object.entries(headers)) expect(answer.headers.get(name), `${path} ${name}`).toBe(value);
    }
  });
});
