/**
 * Each payment attempt of an order gets its own idempotency key: a double click or a reload repeats the attempt
 * (one charge), a retry after a refusal is a new attempt. Counted per order in session storage.
 */
export function paymentKey(orderId: string): string {
  return `pay-${orderId}-${attemptOf(orderId)}`.slice(0, 64);
}

export function nextPaymentAttempt(orderId: string): void {
  try {
    window.sessionStorage.setItem(`payAttempt:${orderId}`, String(attemptOf(orderId) + 1));
  } catch {
    // without storage a retry reuses the key and gets the first answer again; the shopper can reload the order
  }
}

function attemptOf(orderId: string): number {
  try {
    return Number(window.sessionStorage.getItem(`payAttempt:${orderId}`) ?? '0') || 0;
  } catch {
    return 0;
  }
}
