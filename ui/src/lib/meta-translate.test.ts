import { describe, expect, it } from 'vitest';
import { meta as checkoutMeta } from '../routes/checkout/layout';
import { metaTranslate } from './meta-translate';

const matches = [
  { id: 'root', data: {} },
  { id: 'storefront-layout', data: { translations: { checkout: 'Kasse' } } },
];

describe('page titles in the shop’s language', () => {
  it('reads the storefront layout’s translations among the matches', () => {
    expect(metaTranslate(matches)('checkout')).toBe('Kasse');
    expect(metaTranslate([])('cantFindIt')).toBe("We can't find it");
  });

  it('the cart and checkout title is translated, not "Checkout" everywhere', () => {
    const tags = checkoutMeta({ matches } as unknown as Parameters<typeof checkoutMeta>[0]) as { title?: string }[];
    expect(tags.find((tag) => tag.title)?.title).toBe('Kasse – Sock Shop');
  });
});
