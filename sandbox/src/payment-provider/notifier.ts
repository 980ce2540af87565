import { signedItem } from './hmac.js';
import type { Amount } from './provider.schema.js';
import { createWebhookOutbox, type WebhookOutboxOptions } from './webhook-outbox.js';

/** What happened to a payment (AUTHORISATION) or to a modification of it (CANCELLATION, REFUND). */
export interface NotificationEvent {
  eventCode: 'AUTHORISATION' | 'CANCELLATION' | 'REFUND';
  /** The payment's psp for AUTHORISATION, the modification's psp otherwise. */
  pspReference: string;
  /** The payment's psp, on modifications (docs/protocols.md: part of the HMAC). */
  originalReference?: string;
  merchantReference: string;
  amount: Amount;
  success: boolean;
  reason?: string;
}

export interface NotifierOptions extends Omit<WebhookOutboxOptions, 'notifyUrl'> {
  hmacKey: string;
  merchantAccount: string;
  notifyUrl: () => string | undefined;
}

/**
 * Signs webhooks (docs/protocols.md) and hands them to the outbox, which delivers them in the background; a
 * delivery never fails the API answer that caused it.
 */
export function createNotifier(options: NotifierOptions) {
  const { hmacKey, merchantAccount, ...outboxOptions } = options;
  const outbox = createWebhookOutbox(outboxOptions);
  return {
    notify(event: NotificationEvent): void {
      const item = signedItem(
        {
          amount: event.amount,
          eventCode: event.eventCode,
          merchantAccountCode: merchantAccount,
          merchantReference: event.merchantReference,
          ...(event.originalReference ? { originalReference: event.originalReference } : {}),
          pspReference: event.pspReference,
          success: event.success ? 'true' : 'false',
        },
        hmacKey,
      );
      const notification = {
        live: 'false',
        notificationItems: [
          { NotificationRequestItem: { ...item, eventDate: new Date().toISOString(), ...(event.reason ? { reason: event.reason } : {}) } },
        ],
      };
      outbox.enqueue(JSON.stringify(notification));
    },
    wake: () => outbox.wake(),
    idle: () => outbox.idle(),
    pending: () => outbox.size(),
    close: () => outbox.close(),
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
