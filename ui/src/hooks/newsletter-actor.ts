import { newsletterMachine } from '@sockshop/core/interaction';
import { type Actor, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { NewsletterStatus } from '../components/blocks/block-context';

/** What the newsletter block shows: its status, and whether the last request failed (the error dialog). */
export interface NewsletterView {
  status: NewsletterStatus;
  failed: boolean;
}

export type NewsletterActor = Actor<typeof newsletterMachine>;

/** What the block shows for a state of core's newsletter machine (the rule lives there; this is only presentation). */
function viewOf(snapshot: SnapshotFrom<typeof newsletterMachine>): NewsletterView {
  const failed = snapshot.matches('requestFailed');
  if (snapshot.matches('loading')) return { status: 'loading', failed };
  if (snapshot.matches('success')) return { status: 'success', failed };
  if (snapshot.context.requestFailed) return { status: 'error', failed };
  return { status: snapshot.context.invalid ? 'invalid' : 'idle', failed };
}

/**
 * Core's newsletter machine with the sign-up request behind it (spec §7 POST /api/newsletter: store, email, countryCode).
 * useNewsletterForm loads this module on the shopper's first interaction with the form (issue 12: xstate is not in a
 * page's first load). `target` reads the current market at request time.
 */
export function startNewsletterActor(
  target: () => { store: string; countryCode: string },
  onView: (view: NewsletterView) => void,
): NewsletterActor {
  const machine = newsletterMachine.provide({
    actors: {
      signUp: fromPromise<void, { email: string }>(async ({ input }) => {
        const response = await fetch('/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...target(), email: input.email }),
        });
        if (!response.ok) throw new Error(`newsletter sign-up answered ${response.status}`);
      }),
    },
  });
  const actor = createActor(machine, { input: { placement: 'block' } });
  actor.subscribe((snapshot) => onView(viewOf(snapshot)));
  actor.start();
  return actor;
}
