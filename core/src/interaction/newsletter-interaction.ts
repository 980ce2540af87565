/**
 * The newsletter interaction kept locally: type 'registered' and its time, written after a successful sign-up
 * (header, footer, block or checkout). `time` is epoch milliseconds. The product's rules name no reader, so nothing in
 * the shop reads it back.
 */
export const NEWSLETTER_INTERACTION_KEY = 'newsletterInteraction';

export interface NewsletterInteraction {
  type: 'registered';
  time: number;
}

export function registeredInteraction(now: number): NewsletterInteraction {
  return { type: 'registered', time: Math.max(0, Math.trunc(now)) };
}
