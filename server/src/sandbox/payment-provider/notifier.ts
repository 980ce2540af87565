import { signedItem } from './hmac.js';
import type { Amount } from './provider.schema.js';

export interface OutcomeEvent {
  pspReference: string;
  merchantReference: string;
  amount: Amount;
  success: boolean;
  reason?: string;
}

export interface NotifierOptions {
  hmacKey: string;
  merchantAccount: string;
  notifyUrl: () => string | undefined;
  /** Waits before each retry; the first attempt goes at once. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

/**
 * Sends signed AUTHORISATION webhooks (docs/protocols.md) in the background. A failed delivery is retried a few
 * times and then dropped; it never fails the API answer that caused it. Outcomes before a notify URL is set are dropped.
 */
export function createNotifier(options: NotifierOptions) {
  const delays = options.retryDelaysMs ?? [100, 400, 1600];
  const pending = new Set<Promise<void>>();
  let closed = false;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

  async function deliver(url: string, body: string): Promise<void> {
    for (let attempt = 0; attempt <= delays.length && !closed; attempt++) {
      if (attempt > 0) await sleep(delays[attempt - 1]!);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // unreachable receiver: try again after the next delay
      }
    }
  }

  return {
    notify(event: OutcomeEvent): void {
      const url = options.notifyUrl();
      if (!url || closed) return;
      const item = signedItem(
        {
          amount: event.amount,
          eventCode: 'AUTHORISATION',
          merchantAccountCode: options.merchantAccount,
          merchantReference: event.merchantReference,
          pspReference: event.pspReference,
          success: event.success ? 'true' : 'false',
        },
        options.hmacKey,
      );
      const notification = {
        live: 'false',
        notificationItems: [
          { NotificationRequestItem: { ...item, eventDate: new Date().toISOString(), ...(event.reason ? { reason: event.reason } : {}) } },
        ],
      };
      const delivery = deliver(url, JSON.stringify(notification)).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    /** Resolves when every delivery under way has succeeded or given up (tests, shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close(): void {
      closed = true;
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
