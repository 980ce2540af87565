/**
 * spec §3 "Newsletter interaction (kept locally): type 'registered' and time", written after a successful sign-up
 * (header, footer, block or checkout). `time` is epoch milliseconds. No zod here: the newsletter code loads in the
 * browser on first use, and a two-field check is not worth the library's weight there.
 */
export const NEWSLETTER_INTERACTION_KEY = 'newsletterInteraction';

export interface NewsletterInteraction {
  type: 'registered';
  time: number;
}

export function registeredInteraction(now: number): NewsletterInteraction {
  return { type: 'registered', time: Math.max(0, Math.trunc(now)) };
}

/** What a stored value says; anything else (not JSON, another shape, a hand-edited entry) is no interaction. */
export function parseNewsletterInteraction(stored: string | null): NewsletterInteraction | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, time } = value as Record<string, unknown>;
  if (type !== 'registered' || typeof time !== 'number' || !Number.isSafeInteger(time) || time < 0) return null;
  return { type, time };
}
