import { Hono } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningService, serve } from '../http/serve.js';
import { verifyNotification } from './hmac.js';
import { openProviderDb } from './provider-db.js';
import { TEST_CARDS } from './test-cards.js';
import { api, HMAC_KEY, paymentRequest, startReceiver, startTestProvider, testCard } from './testing/provider.harness.js';
import { createWebhookOutbox, type WebhookOutboxOptions } from './webhook-outbox.js';

type WebhookOutbox = ReturnType<typeof createWebhookOutbox>;

/** An outbox on a database of its own, in memory. */
const outboxOf = (options: Omit<WebhookOutboxOptions, 'db'>) => createWebhookOutbox({ db: openProviderDb(':memory:'), ...options });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A receiver answering `status` (a number or one per call); it records the bodies it answered 2xx and counts calls. */
async function startScriptedReceiver(status: number | ((call: number) => number)) {
  const state = { bodies: [] as string[], calls: 0 };
  const receiver = new Hono().all('*', async (c) => {
    const body = await c.req.text();
    const answer = typeof status === 'number' ? status : status(state.calls);
    state.calls++;
    if (answer < 300) state.bodies.push(body);
    return c.body(null, answer as StatusCode);
  });
  const server = await serve(receiver, { port: 0 });
  return Object.assign(state, server);
}

/** A port nothing listens on (for a moment): a receiver that is down. */
async function freePort(): Promise<number> {
  const probe = await serve(new Hono(), { port: 0 });
  await probe.close();
  return probe.port;
}

describe('webhook outbox (a receiver that is down still learns every outcome)', () => {
  const cleanup: (RunningService | WebhookOutbox)[] = [];
  afterEach(async () => {
    for (const item of cleanup.splice(0)) await item.close();
  });

  it('delivers an AUTHORISATION to a receiver that is down at first, once it comes up', async () => {
    const port = await freePort();
    const provider = await startTestProvider({ notifyUrl: `http://127.0.0.1:${port}/notifications/adyen`, notifyRetryDelaysMs: [10, 20] });
    cleanup.push(provider);
    const { body } = await api(provider, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number), 'late-receiver'));
    expect(body.resultCode).toBe('Authorised');
    // Well past the schedule's last delay: the webhook is still waiting, not dropped.
    await sleep(150);
    expect(provider.webhooksPending()).toBe(1);
    const receiver = await startReceiver(port);
    cleanup.push(receiver);
    await provider.webhooksIdle();
    expect(provider.webhooksPending()).toBe(0);
    const items = receiver.received.flatMap((n) => n.notificationItems.map((i) => i.NotificationRequestItem));
    expect(items).toMatchObject([{ eventCode: 'AUTHORISATION', merchantReference: 'late-receiver', pspReference: body.pspReference }]);
    expect(verifyNotification(items[0]!, HMAC_KEY)).toBe(true);
  });

  it('keeps retrying at the last delay until a 2xx', async () => {
    const receiver = await startScriptedReceiver((call) => (call < 6 ? 503 : 200));
    cleanup.push(receiver);
    const outbox = outboxOf({ notifyUrl: () => receiver.url, retryDelaysMs: [5, 10] });
    cleanup.push(outbox);
    outbox.enqueue('{"n":1}');
    await outbox.idle();
    expect(receiver.calls).toBe(7);
    expect(receiver.bodies).toEqual(['{"n":1}']);
  });

  it('holds webhooks while no notify URL is set (idle at once) and delivers them when one is', async () => {
    let url: string | undefined;
    const outbox = outboxOf({ notifyUrl: () => url, retryDelaysMs: [5] });
    cleanup.push(outbox);
    outbox.enqueue('{"n":1}');
    outbox.enqueue('{"n":2}');
    await outbox.idle();
    expect(outbox.size()).toBe(2);
    const receiver = await startScriptedReceiver(200);
    cleanup.push(receiver);
    url = receiver.url;
    outbox.wake();
    await outbox.idle();
    expect(outbox.size()).toBe(0);
    expect(receiver.bodies.sort()).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('is bounded by count: past maxItems the oldest are dropped', async () => {
    let url: string | undefined;
    const outbox = outboxOf({ notifyUrl: () => url, maxItems: 3 });
    cleanup.push(outbox);
    for (let n = 1; n <= 5; n++) outbox.enqueue(`{"n":${n}}`);
    expect(outbox.size()).toBe(3);
    const receiver = await startScriptedReceiver(200);
    cleanup.push(receiver);
    url = receiver.url;
    outbox.wake();
    await outbox.idle();
    expect(receiver.bodies.sort()).toEqual(['{"n":3}', '{"n":4}', '{"n":5}']);
  });

  it('is bounded by age: a webhook undelivered past maxAgeMs is dropped', async () => {
    const receiver = await startScriptedReceiver(503);
    cleanup.push(receiver);
    const outbox = outboxOf({ notifyUrl: () => receiver.url, retryDelaysMs: [10], maxAgeMs: 200 });
    cleanup.push(outbox);
    outbox.enqueue('{"n":1}');
    await outbox.idle();
    expect(outbox.size()).toBe(0);
    // Tried before it was dropped; how often within 200 ms is the machine's pace (a loaded one managed one call in 60).
    expect(receiver.calls).toBeGreaterThanOrEqual(1);
  });

  it('does not make anyone wait for webhooks the receiver declines with a 4xx, but still retries them', async () => {
    const receiver = await startScriptedReceiver(409);
    cleanup.push(receiver);
    const outbox = outboxOf({ notifyUrl: () => receiver.url, retryDelaysMs: [10] });
    cleanup.push(outbox);
    outbox.enqueue('{"n":1}');
    await outbox.idle();
    expect(outbox.size()).toBe(1);
    await expect.poll(() => receiver.calls).toBeGreaterThan(2);
  });

  it('close() stops the retries and resolves idle()', async () => {
    const receiver = await startScriptedReceiver(503);
    cleanup.push(receiver);
    const outbox = outboxOf({ notifyUrl: () => receiver.url, retryDelaysMs: [10] });
    outbox.enqueue('{"n":1}');
    await expect.poll(() => receiver.calls).toBeGreaterThan(1);
    const idle = outbox.idle();
    outbox.close();
    await idle;
    await sleep(20); // a request already on the wire at close() may still arrive
    const calls = receiver.calls;
    await sleep(60);
    expect(receiver.calls).toBe(calls);
  });
});
