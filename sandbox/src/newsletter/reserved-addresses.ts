/**
 * Addresses the newsletter sandbox refuses on purpose, so the shop's failure paths can be tried in a browser
 * ("newsletter failure" dialogs, retry), as the payment sandbox has its refused card. Only the part before the `@`
 * counts, with an optional `+tag` to keep addresses apart:
 * - `fail@…`, `fail+tag@…`: every sign-up fails.
 * - `fail-once@…`, `fail-once+tag@…`: the first sign-up of that exact address fails, the next one succeeds (a retry).
 * The failure is a 500, which the shop's adapter does not retry (it retries 502–504 once).
 */
export function createReservedAddresses() {
  const failedOnce = new Set<string>();
  return {
    /** True when this sign-up must fail; remembers a `fail-once` address as failed. */
    refuses(email: string): boolean {
      const local = email.trim().toLowerCase().split('@')[0]?.split('+')[0];
      if (local === 'fail') return true;
      if (local !== 'fail-once') return false;
      const key = email.trim().toLowerCase();
      if (failedOnce.has(key)) return false;
      failedOnce.add(key);
      return true;
    },
  };
}
