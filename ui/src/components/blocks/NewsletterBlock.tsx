import type { NewsletterBlockSchema } from '@sockshop/core/content';
import { useId } from 'react';
import type { z } from 'zod';
import type { BlockContext } from './block-context.js';

/**
 * spec §2/§4 newsletter: a real form that posts to the own server without JavaScript; the page may
 * take over through `onSubmit` and report idle, loading, success, error or invalid back as `status`.
 */
export function NewsletterBlock({ block, ctx }: { block: z.infer<typeof NewsletterBlockSchema>; ctx: BlockContext }) {
  const id = useId();
  const { t } = ctx;
  const state = ctx.newsletter;
  const status = state?.status ?? 'idle';
  const message =
    status === 'success' ? block.successMessage : status === 'error' ? block.errorMessage : status === 'invalid' ? t('invalidEmail') : '';
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter__title">
        {block.title}
      </h2>
      {block.subtitle ? <p className="newsletter__subtitle">{block.subtitle}</p> : null}
      {status === 'success' ? null : (
        <form
          className="newsletter__form"
          method="post"
          action="/api/newsletter"
          onSubmit={state?.onSubmit}
          noValidate={Boolean(state?.onSubmit)}
        >
          <input type="hidden" name="store" value={state?.store ?? ''} />
          <input type="hidden" name="countryCode" value={state?.countryCode ?? ''} />
          <label htmlFor={`${id}-email`} className="newsletter__label">
            {t('email')}
          </label>
          <div className="newsletter__row">
            <input
              id={`${id}-email`}
              className="input"
              type="email"
              name="email"
              autoComplete="email"
              required
              aria-invalid={status === 'invalid' ? true : undefined}
              aria-describedby={`${id}-status`}
              onFocus={state?.onEmailFocus}
            />
            <button type="submit" className="button button--primary" disabled={status === 'loading'}>
              {block.button}
            </button>
          </div>
          {block.legal ? <p className="newsletter__legal">{block.legal}</p> : null}
        </form>
      )}
      <p id={`${id}-status`} className={`newsletter__status newsletter__status--${status}`} role="status">
        {message}
      </p>
      {status === 'error' && state?.onRetry ? (
        <button type="button" className="button button--secondary" onClick={state.onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </section>
  );
}
