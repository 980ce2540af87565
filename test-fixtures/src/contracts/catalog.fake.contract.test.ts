import { FakeCatalog } from '../fakes/catalog.fake.js';
import { describeCatalogContract } from './catalog.contract.js';

describeCatalogContract('fake', async (products) => {
  const catalog = new FakeCatalog(products);
  return { catalog, fail: (fault, times) => catalog.fail(fault, times), close: async () => {} };
});
