import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningPaymentProvider } from './payment-provider.js';
import { TEST_CARDS } from './test-cards.js';
import { api, lookup, paymentRequest, startReceiver, startTestProvider, testCard } from './testing/provider.harness.js';

const dir = mkdtempSync(join(tmpdir(), 'provider-restart-'));
const dbPath = join(dir, 'provider.sqlite');
const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const service of open) await service.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Stops a provider as a restart would (its database closed), once. */
async function stop(provider: RunningPaymentProvider): Promise<void> {
  open.splice(open.indexOf(provider), 1);
  await provider.close();
}

async function providerOn(extra: Parameters<typeof startTestProvider>[0] = {}): Promise<RunningPaymentProvider> {
  const provider = await startTestProvider({ dbPath, ...extra });
  open.push(provider);
  return provider;
}

describe('the provider on its database: a restart keeps payments, keys and owed webhooks', () => {
  it('after a restart the status lookup, the redirect page, /payments/details and an idempotency key answer as before', async () => {
    const before = await providerOn();
    const card = await api(before, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number), 'order-r1'), {
      'idempotency-key': 'pay-r1',
    });
    const challenge = await api(before, '/v71/payments', paymentRequest(testCard(TEST_CARDS.challenge.number), 'order-r2'));
    const path = new URL((challenge.body.action as { url: string }).url).pathname;
    await stop(before);
    // Readable by its owner only: it names orders, amounts and the shop's return URLs.
    expect(statSync(dbPath).mode & 0o777).toBe(0o600);

    const after = await providerOn();
    const replay = await api(after, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number), 'order-r1'), {
      'idempotency-key': 'pay-r1',
    });
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(replay.body.pspReference).toBe(card.body.pspReference);
    expect((await lookup(after, 'order-r1')).body.payments).toMatchObject([{ pspReference: card.body.pspReference, status: 'authorised' }]);

    const page = await (await fetch(`${after.url}${path}`)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const decided = await fetch(`${after.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'authorise' }).toString(),
      redirect: 'manual',
    });
    const redirectResult = new URL(decided.headers.get('location') ?? '').searchParams.get('redirectResult') ?? '';
    await stop(after);

    const again = await providerOn();
    const details = await api(again, '/v71/payments/details', { details: { redirectResult } });
    expect(details.body).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: 'order-r2',
      pspReference: challenge.body.pspReference,
    });
    await stop(again);
  });

  it('an asynchronous payment still owed its outcome when the provider stopped is settled and notified after the restart', async () => {
    const before = await providerOn();
    const pending = await api(before, '/v71/payments', paymentRequest(testCard(TEST_CARDS.authorised.number, 'PENDING'), 'order-r3'));
    expect(pending.body.resultCode).toBe('Pending');
    // Stopped before the outcome was due (it settles 100 ms later): nothing was settled or sent.
    await stop(before);

    const receiver = await startReceiver();
    open.push(receiver);
    const after = await providerOn({ notifyUrl: receiver.url });
    await expect.poll(() => receiver.received.length).toBeGreaterThan(0);
    await after.webhooksIdle();
    const items = receiver.received.flatMap((n) => n.notificationItems.map((i) => i.NotificationRequestItem));
    expect(items.filter((item) => item.merchantReference === 'order-r3')).toMatchObject([
      { eventCode: 'AUTHORISATION', pspReference: pending.body.pspReference, success: 'true' },
    ]);
    expect((await lookup(after, 'order-r3')).body.payments).toMatchObject([{ status: 'authorised' }]);
  });
});
