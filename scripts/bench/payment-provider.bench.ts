import { performance } from 'node:perf_hooks';
import { startPaymentProvider } from '@sockshop/sandbox/payment-provider/payment-provider';
import { createProviderClient } from '@sockshop/sandbox/payment-provider/provider.client';

const KEYS = { apiKey: 'bench-api-key', merchantAccount: 'BenchShop', hmacKey: 'b2'.repeat(32) };
const MAX_PAYMENTS = 2_000;
const CONCURRENCY = 8;
const TIME_BUDGET_MS = 10_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Authorised card payments through the sandbox provider's /v71/payments (keyed), with no webhook receiver. */
export async function benchPaymentProvider(): Promise<Record<string, string | number>> {
  const provider = await startPaymentProvider({ ...KEYS, allowedOrigins: ['http://127.0.0.1:3000'] });
  const client = createProviderClient({ url: provider.url, apiKey: KEYS.apiKey, merchantAccount: KEYS.merchantAccount });
  const latencies: number[] = [];
  const started = performance.now();
  let issued = 0;
  try {
    const worker = async () => {
      while (issued < MAX_PAYMENTS && performance.now() - started < TIME_BUDGET_MS) {
        const n = issued++;
        const t0 = performance.now();
        const answer = await client.payments(
          {
            amount: { currency: 'EUR', value: 1995 },
            reference: `bench-${n}`,
            returnUrl: 'http://127.0.0.1:3000/return',
            paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_4111111145551142', encryptedSecurityCode: 'test_737' },
          },
          `bench-key-${n}`,
        );
        if (answer.resultCode !== 'Authorised') throw new Error(`unexpected ${answer.resultCode}`);
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await provider.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    payments: latencies.length,
    concurrency: CONCURRENCY,
    'payments per second': Math.round(latencies.length / seconds),
    'latency p50': `${percentile(sorted, 50).toFixed(2)} ms`,
    'latency p99': `${percentile(sorted, 99).toFixed(2)} ms`,
  };
}
