import { startSearchSandbox } from '@sockshop/sandbox/search/search.sandbox';
import { describeCatalogContract } from '@sockshop/test-fixtures/contracts/catalog.contract';
import type { CatalogFault } from '@sockshop/test-fixtures/fakes/catalog.fake';
import { createHttpCatalog } from './catalog.http.js';

const TOKEN = 'catalog-contract-token';
const TIMEOUT_MS = 400;
const RETRIES = 2;

describeCatalogContract('http + search sandbox', async (products) => {
  const sandbox = await startSearchSandbox({ token: TOKEN, products });
  const catalog = createHttpCatalog({ baseUrl: sandbox.url, token: TOKEN, timeoutMs: TIMEOUT_MS, retries: RETRIES, retryDelayMs: 10 });
  const faults: Record<CatalogFault, Parameters<typeof sandbox.faults.inject>[0]> = {
    'rate-limited': { status: 429 },
    unavailable: { status: 503 },
    timeout: { delayMs: TIMEOUT_MS + 300 },
    malformed: { malformed: true },
  };
  return {
    catalog,
    fail: (fault, times = Number.POSITIVE_INFINITY) => sandbox.faults.inject(faults[fault], times),
    close: () => sandbox.close(),
  };
});
