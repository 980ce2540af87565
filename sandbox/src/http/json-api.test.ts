import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJsonError, answerNotFound, limitBody, readJson, refuseOtherMethods } from './json-api.js';
import { type RunningService, serve } from './serve.js';

let service: RunningService;
beforeAll(async () => {
  const app = new Hono();
  app.onError(answerJsonError());
  app.notFound(answerNotFound);
  app.post('/echo', limitBody(1024), async (c) => c.json({ got: await readJson(c) }));
  refuseOtherMethods(app);
  service = await serve(app, { port: 0 });
});
afterAll(() => service.close());

const post = (body: BodyInit, init: RequestInit = {}) => fetch(`${service.url}/echo`, { method: 'POST', body, ...init });
const chunked = (size: number) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`"${'x'.repeat(size)}"`));
      controller.close();
    },
  });

describe("the sandboxes' JSON kit on Hono", () => {
  it('reads a JSON body; an empty one is undefined and a malformed one 400 INVALID_JSON', async () => {
    expect(await (await post('{"a":1}')).json()).toEqual({ got: { a: 1 } });
    expect(await (await post('')).json()).toEqual({});
    const bad = await post('{"a":');
    expect([bad.status, await bad.json()]).toEqual([400, { error: { code: 'INVALID_JSON', message: 'Body is not valid JSON' } }]);
  });

  it('refuses a body nested deeper than 32 levels with 400 INVALID_JSON, and reads one of 32', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deep = await post(nested(33));
    expect([deep.status, (await deep.json()).error.code]).toEqual([400, 'INVALID_JSON']);
    expect((await post(nested(32))).status).toBe(200);
  });

  it('refuses a body over the limit with 413, whether or not Content-Length announces it', async () => {
    const declared = await post(`"${'x'.repeat(2000)}"`);
    expect([declared.status, (await declared.json()).error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const streamed = await post(chunked(2000), { duplex: 'half' } as RequestInit);
    expect([streamed.status, (await streamed.json()).error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await post(chunked(100), { duplex: 'half' } as RequestInit)).status).toBe(200);
  });

  it('answers a known path with another method 405 and an unknown path 404, both as JSON errors', async () => {
    const put = await fetch(`${service.url}/echo`, { method: 'PUT' });
    expect([put.status, (await put.json()).error.code]).toEqual([405, 'METHOD_NOT_ALLOWED']);
    const missing = await fetch(`${service.url}/nothing`);
    expect([missing.status, (await missing.json()).error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
