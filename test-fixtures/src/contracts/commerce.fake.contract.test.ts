import { FakeCommerce } from '../fakes/commerce.fake.js';
import { describeCommerceContract } from './commerce.contract.js';
import { memoryTokenStore } from './payments.contract.js';

describeCommerceContract('fake', async (seed) => {
  const tokens = memoryTokenStore();
  return { commerce: new FakeCommerce({ tokens, ...seed }), tokens, close: async () => {} };
});
