import { readFileSync } from 'node:fs';
import type { Product, Variant } from '@sockshop/core/catalog';
import { startCommerceSandbox } from './commerce.sandbox.js';

/**
 * Runs the commerce sandbox alone in this process (for crash tests and manual runs):
 *   node --conditions=source --import tsx server/src/sandbox/commerce/run.ts
 * Env: COMMERCE_DB (file, default .data/commerce.sqlite), COMMERCE_PORT (default 0), COMMERCE_JWT_SECRET,
 * COMMERCE_PRODUCTS (a JSON file of core Products; default: the generated catalogue), COMMERCE_STOCK (a JSON
 * file mapping variant id to units). Prints one JSON line `{ "url": … }` once it listens.
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
  const service = await startCommerceSandbox({
    dbPath: env.COMMERCE_DB ?? '.data/commerce.sqlite',
    port: Number(env.COMMERCE_PORT ?? 0),
    products,
    stockUnitsOf,
    jwtSecret: env.COMMERCE_JWT_SECRET ?? 'sandbox-commerce-jwt-secret-change-me',
    allowedOrigins: (env.COMMERCE_ORIGINS ?? 'http://localhost:3000').split(','),
  });
  process.stdout.write(`${JSON.stringify({ url: service.url })}\n`);
  const stop = () => void service.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('commerce sandbox failed to start', error);
  process.exit(1);
});
