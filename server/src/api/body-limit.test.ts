import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ShopEnv } from '../request-context.js';
import { limitBody } from './api-kit.js';
import { answerError } from './errors.js';

const app = new Hono<ShopEnv>();
app.onError(answerError);
app.post('/echo', limitBody(16), async (c) => c.text(await c.req.text()));

/** A body sent in chunks, with no Content-Length (Transfer-Encoding: chunked). */
const chunked = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of text.match(/.{1,4}/g) ?? []) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('limitBody (request bodies are bounded in size)', () => {
  it('decides by a declared Content-Length: at the limit passes, over it is 413', async () => {
    const at = await app.request('/echo', { method: 'POST', body: 'x'.repeat(16), headers: { 'content-length': '16' } });
    expect(at.status).toBe(200);
    expect(await at.text()).toBe('x'.repeat(16));
    const over = await app.request('/echo', { method: 'POST', body: 'x'.repeat(17), headers: { 'content-length': '17' } });
    expect(over.status).toBe(413);
  });

  it('counts a chunked body as it streams: over the limit is 413, under it is read whole', async () => {
    const init = (text: string) => ({ method: 'POST', body: chunked(text), duplex: 'half' }) as RequestInit;
    expect((await app.request('/echo', init('y'.repeat(40)))).status).toBe(413);
    const under = await app.request('/echo', init('y'.repeat(12)));
    expect(under.status).toBe(200);
    expect(await under.text()).toBe('y'.repeat(12));
  });
});
