import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createContentSandbox } from '@sockshop/sandbox/content/content.sandbox';
import { listen } from '@sockshop/sandbox/http/serve';
import { describeContentContract } from '@sockshop/test-fixtures/contracts/content.contract';
import type { ContentFault } from '@sockshop/test-fixtures/fakes/content.fake';
import { createStoryblokContent } from './content.storyblok.js';

const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const MALFORMED = {
  stories: { stories: [{ id: 'not-a-number', full_slug: 7 }], cv: 1 },
  datasource_entries: { datasource_entries: [{ name: 1 }], cv: 1 },
};

// The real sandbox on a free port behind a switch that can make it misbehave; one token per harness
// because storyblok-js-client keeps its cache and cv per token at module level.
describeContentContract('storyblok adapter + sandbox over HTTP', async (fixture, logger) => {
  const accessToken = `contract-${randomUUID()}`;
  const sandbox = createContentSandbox({ accessToken, seed: fixture, rateLimitPerSecond: 0 });
  let fault: { kind: ContentFault; remaining: number } | undefined;
  const service = await listen(
    (req, res) => {
      if (!fault || fault.remaining <= 0) return sandbox.listener(req, res);
      fault.remaining -= 1;
      switch (fault.kind) {
        case 'rate-limited':
          return sendJson(res, 429, { error: 'Too Many Requests' });
        case 'unavailable':
          return sendJson(res, 503, { error: 'Service Unavailable' });
        case 'timeout':
          return; // never answers; the client gives up after timeoutSeconds
        case 'malformed':
          return sendJson(res, 200, req.url?.includes('datasource_entries') ? MALFORMED.datasource_entries : MALFORMED.stories);
      }
    },
    { port: 0 },
  );
  const content = createStoryblokContent({
    endpoint: `${service.url}/v2`,
    accessToken,
    logger,
    rateLimit: 1000,
    timeoutSeconds: 0.3,
    cache: false,
  });
  return {
    content,
    fail: (kind, times = Number.POSITIVE_INFINITY) => {
      fault = { kind, remaining: times };
    },
    publish: () => void sandbox.publish(),
    close: () => service.close(),
  };
});
