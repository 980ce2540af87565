import { newsletterMachine } from '@sockshop/core/interaction';
import { type Actor, createActor, fromPromise } from 'xstate';
import type { NewsletterPlace } from './newsletter-texts.js';
import { rememberNewsletterSignUp } from './remember-sign-up.js';

export type NewsletterActor = Actor<typeof newsletterMachine>;

/**
 * Core's newsletter machine with the sign-up request behind it (POST /api/newsletter: store, email,
 * countryCode; only success or error is read); a success is kept locally. `target` reads the form's market fields at request time.
 */
export function startNewsletterActor(target: () => { store: string; countryCode: string }, place: NewsletterPlace): NewsletterActor {
  const machine = newsletterMachine.provide({
    actors: {
      signUp: fromPromise<void, { email: string }>(async ({ input }) => {
        const response = await fetch('/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...target(), email: input.email }),
        });
        if (!response.ok) throw new Error(`newsletter sign-up answered ${response.status}`);
        rememberNewsletterSignUp();
      }),
    },
  });
  return createActor(machine, { input: { placement: place } }).start();
}
