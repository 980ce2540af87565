import { type FormEvent, useCallback, useState } from 'react';
import type { NewsletterStatus } from '../components/blocks/BlockList';

/**
 * Sends the newsletter form with fetch (spec §7 POST /api/newsletter: store, email, countryCode) and reports its status;
 * without JavaScript the same form posts normally.
 */
export function useNewsletterForm(store: string, countryCode: string) {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
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
