import type { Translate } from '../../lib/translate.js';
import { SmartLink } from '../shared/SmartLink.js';

/**
 * "1 item", "2 items" by the language's plural rules (French says "0 article", "1 article"): the translation of
 * `itemsInCart.<category>` when the content has it, else the general `itemsInCart`.
 */
export function itemsInCartLabel(count: number, language: string, t: Translate): string {
  const key = `itemsInCart.${pluralRulesOf(language).select(count)}`;
  const words = t(key);
  return `${count} ${words === key ? t('itemsInCart') : words}`;
}

/** One set of rules per language: making one costs more than the rest of the header's render. */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

/** The header's cart link goes to the checkout cart view; the badge shows the item count. */
export function CartLink({ href, count, t, language = 'en' }: { href: string; count: number; t: Translate; language?: string }) {
  const shown = Math.max(0, Math.trunc(count));
  // The badge slides in 500 ms after the count changes: a new element for each count (keyed by it), whose CSS
  // animation waits 500 ms (header.css), so this costs the first load no script. The link's name says
  // the new count at once.
  return (
    <SmartLink href={href} className="cart-link" aria-label={`${t('cart')}, ${itemsInCartLabel(shown, language, t)}`}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20.5" r="1.5" fill="currentColor" />
      </svg>
      {shown > 0 ? (
        <span key={shown} className="cart-link__count" aria-hidden="true">
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </SmartLink>
  );
}
