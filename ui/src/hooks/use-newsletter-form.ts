import { newsletterMachine } from '@sockshop/core/interaction';
import { useMachine } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { NewsletterStatus } from '../components/blocks/BlockList';

const RETURNED_STATUS: Record<string, NewsletterStatus> = { success: 'success', invalid: 'invalid', error: 'error' };

/** What the block shows for a state of core's newsletter machine (the rule lives there; this is only presentation). */
function statusOf(snapshot: SnapshotFrom<typeof newsletterMachine>): NewsletterStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('success')) return 'success';
  if (snapshot.context.requestFailed) return 'error';
  return snapshot.context.invalid ? 'invalid' : 'idle';
}

/**
 * Sends the newsletter form with fetch (spec §7 POST /api/newsletter: store, email, countryCode) and reports its status;
 * without JavaScript the same form posts normally.
 */
export function useNewsletterForm(store: string, countryCode: string) {
  // The request reads the current market; the machine is created once per mount.
  const target = useRef({ store, countryCode });
  target.current = { store, countryCode };
  const [machine] = useState(() =>
    newsletterMachine.provide({
      actors: {
        signUp: fromPromise<void, { email: string }>(async ({ input }) => {
          const response = await fetch('/api/newsletter', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...target.current, email: input.email }),
          });
          if (!response.ok) throw new Error(`newsletter sign-up answered ${response.status}`);
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { placement: 'block' } });
  // Without JavaScript the form posts and the server sends the shopper back with ?newsletter=success|invalid|error;
  // that answer shows until the shopper acts again.
  const [params] = useSearchParams();
  const [returned, setReturned] = useState<NewsletterStatus | undefined>(() => RETURNED_STATUS[params.get('newsletter') ?? '']);
  const status = returned ?? statusOf(snapshot);
  // A failed request shows inline (the block's error dialog) until the shopper focuses the field again (spec §5).
  const clearError = () => {
    if (snapshot.matches('requestFailed')) send({ type: 'dialog.accepted' });
    send({ type: 'field.focused' });
  };
  return {
    status,
    store,
    countryCode,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setReturned(undefined);
      clearError();
      send({ type: 'email.changed', email: String(new FormData(event.currentTarget).get('email') ?? '') });
      send({ type: 'submit' });
    },
    onRetry: () => {
      setReturned(undefined);
      send({ type: 'retry' });
    },
    onEmailFocus: () => {
      if (status !== 'error') return;
      setReturned(undefined);
      clearError();
    },
  };
}
