import { createHmac } from 'node:crypto';
import type { SandboxLogger } from '../logging/logger.js';

/** Where and how the content sandbox tells the shop of a publish, as Storyblok's webhooks do. */
export interface PublishWebhookOptions {
  url: string;
  /** Signs each body: `webhook-signature` is its hex HMAC-SHA1 with this secret. */
  secret: string;
  logger: SandboxLogger;
  /** Waits before each retry of a failed delivery (default 250 ms, 1 s, 4 s); then it is given up, logged. */
  retryDelaysMs?: readonly number[];
}

/** Storyblok's story webhook body (docs/api.md "Content webhook"). */
export interface StoryWebhook {
  text: string;
  action: 'published' | 'unpublished' | 'deleted' | 'moved';
  space_id: number;
  story_id: number;
  full_slug: string;
}

const DELIVERY_TIMEOUT_MS = 5_000;

/**
 * Posts each webhook, signed, to the shop. A delivery that fails (unreachable, timed out, 5xx, 429) is retried a few
 * times, then logged and dropped; a 4xx other than 429 (a wrong secret, no webhook configured) is logged and not
 * retried. Nothing here rejects: a shop that is down never stops the sandbox.
 */
export function createPublishWebhook(options: PublishWebhookOptions) {
  const delays = options.retryDelaysMs ?? [250, 1_000, 4_000];
  const log = options.logger;
  const pending = new Set<Promise<void>>();
  let closed = false;

  const attempt = async (body: string): Promise<'done' | 'retry' | 'refused'> => {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'webhook-signature': createHmac('sha1', options.secret).update(body).digest('hex') },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'done';
      log.warn('content webhook answered an error', { url: options.url, status: response.status });
      return response.status === 429 || response.status >= 500 ? 'retry' : 'refused';
    } catch (error) {
      log.warn('content webhook not delivered', { url: options.url, reason: error instanceof Error ? error.message : String(error) });
      return 'retry';
    }
  };

  const deliver = async (body: string) => {
    for (let round = 0; !closed; round++) {
      const outcome = await attempt(body);
      if (outcome !== 'retry') return;
      const delay = delays[round];
      if (delay === undefined) {
        log.error('content webhook given up', { url: options.url, attempts: round + 1 });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  };

  return {
    send(webhook: StoryWebhook): void {
      if (closed) return;
      const delivery = deliver(JSON.stringify(webhook)).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    /** Resolves when every delivery under way has ended (tests). */
    settled: async () => {
      await Promise.all(pending);
    },
    close() {
      closed = true;
    },
  };
}
