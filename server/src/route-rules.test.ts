import { describe, expect, it } from 'vitest';
import { routeRuleRedirect } from './route-rules.js';

describe('route rules (the router follows a redirect target the rules give)', () => {
  it('sends /{storefront}/cart to the checkout cart, keeping the query', () => {
    expect(routeRuleRedirect('/de/cart', '?items=A-1x2', 'production')).toBe('/de/checkout/cart?items=A-1x2');
  });

  it('keeps the rest of the path', () => {
    expect(routeRuleRedirect('/uk/happynews/summer', '', 'production')).toBe('/uk/happy-news/summer');
  });

  it('applies only under a storefront of the environment, and only for a rule', () => {
    expect(routeRuleRedirect('/xx/cart', '', 'production')).toBeNull();
    expect(routeRuleRedirect('/de/adults/socks', '', 'production')).toBeNull();
    expect(routeRuleRedirect('/de/constructor', '', 'production')).toBeNull();
    expect(routeRuleRedirect('/cart', '', 'production')).toBeNull();
  });
});
