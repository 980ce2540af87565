import { z } from 'zod';
import { stableHash } from './stable-hash';

/**
 * The idempotency key of a payment covers its data: the same payment method data for the same order is the
 * same attempt (a double click or a reload replays the first answer, one charge), other data (another card) is a new
 * attempt. An attempt that ended on the provider's redirect page (cancelled or refused there) cannot be resumed:
 * its page is single-use, so the same data afterwards (PayPal again) is counted as a new attempt.
 */
export function paymentKey(orderId: string, paymentMethod: Readonly<Record<string, string>>, endedBefore = 0): string {
  const digest = paymentDigest(paymentMethod);
  const suffix = endedBefore > 0 ? `-${endedBefore}` : '';
  const key = `pay-${orderId}-${digest}${suffix}`;
  return key.length <= 64 ? key : `pay-${stableHash(orderId)}-${digest}${suffix}`;
}

export function paymentDigest(paymentMethod: Readonly<Record<string, string>>): string {
  return stableHash(paymentMethod);
}

const AttemptLogSchema = z.object({
  /** Per payment data digest: attempts with that data that ended at the provider's page. */
  ended: z.record(z.string(), z.number().int().positive()),
  /** The digest of the attempt that left for the provider's redirect page, until the shopper is back. */
  redirected: z.string().nullable(),
});
type AttemptLog = z.infer<typeof AttemptLogSchema>;
const EMPTY_LOG: AttemptLog = { ended: {}, redirected: null };

/** The shopper's attempts of one order, in session storage: they only matter in this tab, during this checkout. */
export const paymentAttempts = {
  keyFor(orderId: string, paymentMethod: Readonly<Record<string, string>>): { key: string; digest: string } {
    const digest = paymentDigest(paymentMethod);
    return { key: paymentKey(orderId, paymentMethod, readLog(orderId).ended[digest] ?? 0), digest };
  },
  redirected(orderId: string, digest: string): void {
    writeLog(orderId, { ...readLog(orderId), redirected: digest });
  },
  /** Back from the provider's page with a final answer that was not a payment: the next try is a new attempt. */
  endRedirected(orderId: string): void {
    const log = readLog(orderId);
    if (!log.redirected) return;
    writeLog(orderId, { ended: { ...log.ended, [log.redirected]: (log.ended[log.redirected] ?? 0) + 1 }, redirected: null });
  },
  forget(orderId: string): void {
    try {
      window.sessionStorage.removeItem(storageKey(orderId));
    } catch {
      // nothing stored
    }
  },
};

const storageKey = (orderId: string) => `payAttempts:${orderId}`;

function readLog(orderId: string): AttemptLog {
  try {
    const parsed = AttemptLogSchema.safeParse(JSON.parse(window.sessionStorage.getItem(storageKey(orderId)) ?? 'null'));
    return parsed.success ? parsed.data : EMPTY_LOG;
  } catch {
    return EMPTY_LOG;
  }
}

function writeLog(orderId: string, log: AttemptLog): void {
  try {
    window.sessionStorage.setItem(storageKey(orderId), JSON.stringify(log));
  } catch {
    // Without storage a PayPal retry after a cancellation replays the cancelled attempt; another method still works.
  }
}
