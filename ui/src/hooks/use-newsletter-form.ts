import { isValidEmail } from '@sockshop/core/interaction';
import { type FormEvent, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { NewsletterStatus } from '../components/blocks/BlockList';

const RETURNED_STATUS: Record<string, NewsletterStatus> = { success: 'success', invalid: 'invalid', error: 'error' };

/**
 * Sends the newsletter form with fetch (spec §7 POST /api/newsletter: store, email, countryCode) and reports its status;
 * without JavaScript the same form posts normally.
 */
export function useNewsletterForm(store: string, countryCode: string) {
  // Without JavaScript the form posts and the server sends the shopper back with ?newsletter=success|invalid|error.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<NewsletterStatus>(() => RETURNED_STATUS[params.get('newsletter') ?? ''] ?? 'idle');
  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
      if (!isValidEmail(email)) {
        setStatus('invalid');
        return;
      }
      setStatus('loading');
      try {
        const response = await fetch('/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ store, email, countryCode }),
        });
        setStatus(response.ok ? 'success' : 'error');
      } catch {
        setStatus('error');
      }
    },
    [store, countryCode],
  );
  return {
    status,
    store,
    countryCode,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    onRetry: () => setStatus('idle'),
    onEmailFocus: () => setStatus((current) => (current === 'error' ? 'idle' : current)),
  };
}
