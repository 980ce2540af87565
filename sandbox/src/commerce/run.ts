import { readFileSync } from 'node:fs';
import type { Product, Variant } from '@sockshop/core/catalog';
import { startCommerceSandbox } from './commerce.sandbox.js';

/**
 * Runs the commerce sandbox alone in this process (for crash tests and manual runs):
 *   node --conditions=source --import tsx sandbox/src/commerce/run.ts
 * Env: COMMERCE_DB (file, default .data/commerce.sqlite), COMMERCE_PORT (default 0), COMMERCE_JWT_SECRET (required),
 * COMMERCE_PRODUCTS (a JSON file of core Products; default: the generated catalogue), COMMERCE_STOCK (a JSON
 * file mapping variant id to units), COMMERCE_ORIGINS (comma-separated), ORDER_RESERVATION_MINUTES; the provider:
 * COMMERCE_PROVIDER_URL, COMMERCE_PROVIDER_API_KEY, COMMERCE_PROVIDER_HMAC_KEY, COMMERCE_PROVIDER_MERCHANT
 * (COMMERCE_PROVIDER_PUBLIC_URL, default the URL); COMMERCE_RECONCILE_EVERY_MS, COMMERCE_RECONCILE_AFTER_MS,
 * COMMERCE_SWEEP_EVERY_MS; COMMERCE_CRASH_AT=<checkpoint> kills the process with SIGKILL there (crash tests).
 * Prints one JSON line `{ "url": … }` once it listens.
 */
async function main() {
  const env = process.env;
  let products: Product[];
  let stockUnitsOf: ((variant: Variant) => number) | undefined;
  if (env.COMMERCE_PRODUCTS) {
    products = JSON.parse(readFileSync(env.COMMERCE_PRODUCTS, 'utf8')) as Product[];
  } else {
    const catalogue = await import('../catalogue/generate.js');
    const attributes = await import('../catalogue/attributes.js');
    products = catalogue.generateCatalogue();
    stockUnitsOf = attributes.stockUnitsOf;
  }
  if (env.COMMERCE_STOCK) {
    const units = JSON.parse(readFileSync(env.COMMERCE_STOCK, 'utf8')) as Record<string, number>;
    stockUnitsOf = (variant) => units[variant.id] ?? 100;
  }
  const numberOf = (name: string) => (env[name] ? Number(env[name]) : undefined);
  const provider = env.COMMERCE_PROVIDER_URL
    ? {
        url: env.COMMERCE_PROVIDER_URL,
        publicUrl: env.COMMERCE_PROVIDER_PUBLIC_URL ?? env.COMMERCE_PROVIDER_URL,
        apiKey: required('COMMERCE_PROVIDER_API_KEY'),
        hmacKey: required('COMMERCE_PROVIDER_HMAC_KEY'),
        merchantAccount: required('COMMERCE_PROVIDER_MERCHANT'),
      }
    : undefined;
  const crashAt = env.COMMERCE_CRASH_AT;
  const service = await startCommerceSandbox({
    dbPath: env.COMMERCE_DB ?? '.data/commerce.sqlite',
    port: Number(env.COMMERCE_PORT ?? 0),
    products,
    stockUnitsOf,
    // No secret has a default, not even in this test runner.
    jwtSecret: required('COMMERCE_JWT_SECRET'),
    allowedOrigins: (env.COMMERCE_ORIGINS ?? 'http://localhost:3000').split(','),
    provider,
    reservationMinutes: numberOf('ORDER_RESERVATION_MINUTES'),
    reconcileEveryMs: numberOf('COMMERCE_RECONCILE_EVERY_MS'),
    reconcileAfterMs: numberOf('COMMERCE_RECONCILE_AFTER_MS'),
    sweepEveryMs: numberOf('COMMERCE_SWEEP_EVERY_MS'),
    // A crash at a named point of a payment, as a power cut would do it: no cleanup, no answer.
    checkpoint: (name) => {
      if (name === crashAt) process.kill(process.pid, 'SIGKILL');
    },
  });
  process.stdout.write(`${JSON.stringify({ url: service.url })}\n`);
  const stop = () => void service.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set when COMMERCE_PROVIDER_URL is`);
  return value;
}

main().catch((error: unknown) => {
  console.error('commerce sandbox failed to start', error);
  process.exit(1);
});
