import { Hono } from 'hono';
import { z } from 'zod';
import { answerJsonError, answerNotFound, limitBody, readJson, refuseOtherMethods } from '../http/json-api.js';
import { type RunningService, serve } from '../http/serve.js';
import { bearerOf, checkToken, createFaults, parseOr400, type SearchFault } from '../search/guards.js';
import { openNewsletterStore } from './newsletter.store.js';
import { createReservedAddresses } from './reserved-addresses.js';

export interface NewsletterSandboxOptions {
  port?: number;
  host?: string;
  apiKey: string;
  dbPath: string;
}

export interface NewsletterSandbox extends RunningService {
  count(): number;
  faults: { inject(fault: SearchFault, times?: number): void; clear(): void };
}

/** The provider's subscriber shape (a small mailing-list API): the shop sends an email and where it came from. */
const SubscriberSchema = z.object({
  email: z.string().min(3).max(254),
  store: z.string().min(1).max(16),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  source: z.enum(['form', 'checkout']),
});

/**
 * The embedded newsletter provider: POST /v1/subscribers with a bearer key stores a sign-up in SQLite,
 * 201 when new and 200 when the email was already subscribed. GET /v1/subscribers/count serves tests and operators.
 * Reserved addresses (`fail@…`, `fail-once@…`, reserved-addresses.ts) fail on demand with a 500.
 */
export async function startNewsletterSandbox(options: NewsletterSandboxOptions): Promise<NewsletterSandbox> {
  const store = openNewsletterStore(options.dbPath);
  const faults = createFaults();
  const reserved = createReservedAddresses();
  const app = new Hono({ strict: false });
  app.onError(answerJsonError());
  app.notFound(answerNotFound);
  app.use(faults.middleware());
  app.post('/v1/subscribers', limitBody(8 * 1024), async (c) => {
    checkToken(options.apiKey, bearerOf(c));
    const subscriber = parseOr400(SubscriberSchema, await readJson(c));
    if (reserved.refuses(subscriber.email)) {
      return c.json({ error: { code: 'SANDBOX_REFUSED', message: 'Reserved address: the sandbox fails this sign-up on purpose' } }, 500);
    }
    const created = store.subscribe(subscriber);
    return c.json({ email: subscriber.email, created }, created ? 201 : 200);
  });
  app.get('/v1/subscribers/count', (c) => {
    checkToken(options.apiKey, bearerOf(c));
    return c.json({ count: store.count() });
  });
  refuseOtherMethods(app);

  const running = await serve(app, { port: options.port ?? 0, host: options.host });
  return {
    ...running,
    count: () => store.count(),
    faults: { inject: faults.inject, clear: faults.clear },
    async close() {
      await running.close();
      store.close();
    },
  };
}
