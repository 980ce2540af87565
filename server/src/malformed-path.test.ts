import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerError } from './api/errors.js';
import { createLogger } from './logging/logger.js';
import { isMalformedPath, refuseMalformedPaths } from './malformed-path.js';
import { requestContext, type ShopEnv } from './request-context.js';

/** The shop's order: request context, the refusal, then whatever routes pages. */
function appWithLog() {
  const lines: string[] = [];
  const app = new Hono<ShopEnv>();
  app.onError(answerError);
  app.use(requestContext(createLogger({ write: (line) => lines.push(line) })));
  app.use(refuseMalformedPaths());
  app.all('*', (c) => c.text('a page'));
  return { app, lines };
}

const MALFORMED = ['/de/x%0a1', '/de/%E0%A4%A', '/de/x%', '/%E0%A4%A', '/de/a%E2%80%A8b', '/de/%00', '/de/p/%C0%AF'];

describe('malformed paths', () => {
  it('answer 400 with a small page to a browser and write one JSON line each, with the path and no stack', async () => {
    const { app, lines } = appWithLog();
    for (const path of MALFORMED) {
      const before = lines.length;
      const response = await app.request(path, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.text(), path).toContain('This address is not valid');
      const written = lines.slice(before);
      expect(written, path).toHaveLength(1);
      expect(written[0]!.trim().split('\n'), path).toHaveLength(1);
      expect(JSON.parse(written[0]!), path).toMatchObject({ level: 'info', message: 'malformed URL refused', data: { path } });
      expect(written[0], path).not.toContain('stack');
    }
  });

  it('answer the API’s JSON 400 to anything but a browser', async () => {
    const { app } = appWithLog();
    const response = await app.request('/api/product/pdp/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'Malformed path' } });
  });

  it('the log keeps 200 characters of a long malformed path', async () => {
    const { app, lines } = appWithLog();
    await app.request(`/de/${'a'.repeat(5_000)}%`);
    expect((JSON.parse(lines[0]!) as { data: { path: string } }).data.path).toHaveLength(200);
  });

  it('paths of printable text, however encoded, pass; an encoded control character never does', async () => {
    const { app, lines } = appWithLog();
    expect((await app.request('/de/s%C3%B6cken/a%2Fb?term=%E0%A4%A')).status).toBe(200);
    expect(lines).toEqual([]);
    const printable = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((text) => !/[\p{Cc}\u2028\u2029]/u.test(text));
    fc.assert(fc.property(printable, (text) => !isMalformedPath(`/de/${encodeURIComponent(text)}`)));
    fc.assert(
      fc.property(printable, fc.integer({ min: 0, max: 0x1f }), printable, (before, control, after) =>
        isMalformedPath(`/de/${encodeURIComponent(before + String.fromCharCode(control) + after)}`),
      ),
    );
  });
});
