import { NEWSLETTER_INTERACTION_KEY, registeredInteraction } from '@sockshop/core/interaction';

/**
 * After a successful sign-up the browser keeps the newsletter interaction (type 'registered' and time).
 * Storage that refuses (private mode, quota) loses only this note, never the sign-up.
 */
export function rememberNewsletterSignUp(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(NEWSLETTER_INTERACTION_KEY, JSON.stringify(registeredInteraction(now)));
  } catch {
    // Nothing reads the note back to decide anything the shopper sees (docs/decisions.md).
  }
}
