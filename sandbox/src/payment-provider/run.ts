import { startPaymentProvider } from './payment-provider.js';

/**
 * Runs the payment provider alone in this process (for crash tests and manual runs):
 *   node --conditions=source --import tsx sandbox/src/payment-provider/run.ts
 * Env: PROVIDER_DB (file, default .data/provider.sqlite), PROVIDER_PORT (default 0), PROVIDER_API_KEY,
 * PROVIDER_HMAC_KEY (hex) and PROVIDER_MERCHANT (required), PROVIDER_ORIGINS (comma-separated shop origins, default
 * http://localhost:3000), PROVIDER_NOTIFY_URL, PROVIDER_RETRY_DELAYS_MS (comma-separated waits of the webhook outbox).
 * Prints one JSON line `{ "url": … }` once it listens.
 */
async function main() {
  const env = process.env;
  const delays = env.PROVIDER_RETRY_DELAYS_MS?.split(',').map(Number);
  const provider = await startPaymentProvider({
    dbPath: env.PROVIDER_DB ?? '.data/provider.sqlite',
    port: Number(env.PROVIDER_PORT ?? 0),
    apiKey: required('PROVIDER_API_KEY'),
    hmacKey: required('PROVIDER_HMAC_KEY'),
    merchantAccount: required('PROVIDER_MERCHANT'),
    allowedOrigins: (env.PROVIDER_ORIGINS ?? 'http://localhost:3000').split(','),
    ...(env.PROVIDER_NOTIFY_URL ? { notifyUrl: env.PROVIDER_NOTIFY_URL } : {}),
    ...(delays ? { notifyRetryDelaysMs: delays } : {}),
  });
  process.stdout.write(`${JSON.stringify({ url: provider.url })}\n`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

main().catch((error: unknown) => {
  console.error('payment provider failed to start', error);
  process.exit(1);
});
