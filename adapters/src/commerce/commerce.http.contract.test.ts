import { describeCommerceContract } from '@sockshop/test-fixtures/contracts/commerce.contract';
import { startTestCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { createHttpCommerce } from './commerce.http.js';
import { createMemoryTokenStore } from './token-store.memory.js';

describeCommerceContract('http + sandbox', async (seed) => {
  const sandbox = await startTestCommerce(seed);
  const tokens = createMemoryTokenStore();
  return { commerce: createHttpCommerce({ baseUrl: sandbox.url, tokens, timeoutMs: 5_000 }), tokens, close: () => sandbox.close() };
});
