import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogScope } from '@sockshop/core/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpCatalog } from './catalog.http.js';

const DE: CatalogScope = { storefront: 'de', currency: 'EUR' };
const logger = { info() {}, warn() {}, error() {} };

/** A search service whose price-range answer the test chooses (the sandbox only ever finds both or neither). */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const ok = req.method === 'POST' && req.url?.startsWith('/price-range/');
      res.writeHead(ok ? answer.status : 404, { 'content-type': 'application/json' }).end(JSON.stringify(ok ? answer.body : {}));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const catalog = () => createHttpCatalog({ baseUrl, token: 't', retries: 0, retryDelayMs: 1, timeoutMs: 1_000, logger });

describe('categoryPriceRange (a failed maximum answers null)', () => {
  it('answers the range in minor units when the service finds both ends', async () => {
    answer = { status: 200, body: { min: 795, max: 4999 } };
    expect((await catalog().categoryPriceRange('adults/socks', DE))._unsafeUnwrap()).toEqual({ min: 795, max: 4999 });
  });

  it('answers null when the maximum failed, whatever the minimum', async () => {
    for (const body of [
      { min: 795, max: null },
      { min: null, max: null },
    ]) {
      answer = { status: 200, body };
      expect((await catalog().categoryPriceRange('adults/socks', DE))._unsafeUnwrap(), JSON.stringify(body)).toBeNull();
    }
  });

  it('is an error, not a made-up range, when the service cannot answer', async () => {
    answer = { status: 503, body: { error: 'down' } };
    expect((await catalog().categoryPriceRange('adults/socks', DE)).isErr()).toBe(true);
  });
});
