import type { NewsletterEvent } from '@sockshop/core/interaction';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { NewsletterStatus } from '../components/blocks/block-context';
import type { NewsletterActor, NewsletterView } from './newsletter-actor';

const RETURNED_STATUS: Record<string, NewsletterStatus> = { success: 'success', invalid: 'invalid', error: 'error' };

/**
 * Sends the newsletter form with fetch (spec §7 POST /api/newsletter: store, email, countryCode) and reports its status;
 * without JavaScript the same form posts normally. Core's newsletter machine runs behind it, loaded on the first
 * interaction (issue 12): until then the form is idle, which is the machine's first state.
 */
export function useNewsletterForm(store: string, countryCode: string) {
  // The request reads the current market; the machine is created once per mount.
  const target = useRef({ store, countryCode });
  target.current = { store, countryCode };
  const [view, setView] = useState<NewsletterView>({ status: 'idle', failed: false });
  const actor = useRef<Promise<NewsletterActor> | null>(null);
  useEffect(
    () => () => {
      void actor.current?.then((started) => started.stop());
      actor.current = null;
    },
    [],
  );
  // Events queue on the one loading promise, so they reach the machine in the order they were sent.
  const send = (event: NewsletterEvent) => {
    actor.current ??= import('./newsletter-actor').then(({ startNewsletterActor }) => startNewsletterActor(() => target.current, setView));
    void actor.current.then((started) => started.send(event));
  };
  // Without JavaScript the form posts and the server sends the shopper back with ?newsletter=success|invalid|error;
  // that answer shows until the shopper acts again.
  const [params] = useSearchParams();
  const [returned, setReturned] = useState<NewsletterStatus | undefined>(() => RETURNED_STATUS[params.get('newsletter') ?? '']);
  const status = returned ?? view.status;
  // A failed request shows inline (the block's error dialog) until the shopper focuses the field again (spec §5).
  const clearError = () => {
    if (view.failed) send({ type: 'dialog.accepted' });
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
