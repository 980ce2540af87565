import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { answerError, createRouter, listen, type RunningService, readJson, sendError, sendJson } from '../http/http-kit.js';
import { bearerOf, checkToken, createFaults, parseOr400, type SearchFault } from '../search/guards.js';
import { openNewsletterStore } from './newsletter.store.js';

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
 * The embedded newsletter provider (DECISIONS 1, 3): POST /v1/subscribers with a bearer key stores a sign-up in SQLite,
 * 201 when new and 200 when the email was already subscribed. GET /v1/subscribers/count serves tests and operators.
 */
export async function startNewsletterSandbox(options: NewsletterSandboxOptions): Promise<NewsletterSandbox> {
  const store = openNewsletterStore(options.dbPath);
  const faults = createFaults();
  const router = createRouter();
  router.post('/v1/subscribers', async ({ req, res, url }) => {
    checkToken(options.apiKey, bearerOf(req, url));
    const subscriber = parseOr400(SubscriberSchema, await readJson(req, 8 * 1024));
    const created = store.subscribe(subscriber);
    sendJson(res, created ? 201 : 200, { email: subscriber.email, created });
  });
  router.get('/v1/subscribers/count', ({ req, res, url }) => {
    checkToken(options.apiKey, bearerOf(req, url));
    sendJson(res, 200, { count: store.count() });
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (await faults.apply(res)) return;
      const url = new URL(req.url ?? '/', 'http://newsletter.sandbox');
      if (!(await router.handle(req, res, url))) sendError(res, 404, 'NOT_FOUND', `No route for ${url.pathname}`);
    } catch (error) {
      answerError(res, error);
    }
  };
  const running = await listen((req, res) => void handle(req, res), { port: options.port ?? 0, host: options.host });
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
