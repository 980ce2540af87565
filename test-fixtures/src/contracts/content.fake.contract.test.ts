import { FakeContent } from '../fakes/content.fake.js';
import { describeContentContract } from './content.contract.js';

describeContentContract('fake', async (fixture, logger) => {
  const fake = new FakeContent(fixture, logger);
  return {
    content: fake,
    fail: (fault, times) => void fake.fail(fault, times),
    publish: () => void fake.publish(),
    close: async () => {},
  };
});
