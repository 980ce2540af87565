import type { ContentPort } from '@sockshop/core/ports';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { loadTranslate } from './translations.server';

const SCOPE = { storefront: 'de', language: 'de' } as Parameters<ContentPort['loadTranslations']>[0];
const answering = (dictionary: Record<string, string>): Pick<ContentPort, 'loadTranslations'> => ({
  loadTranslations: () => okAsync(dictionary),
});

// A kept translations answer gives one frozen function, so what loaders derive from it is kept with it (answer-memo).
describe('loadTranslate', () => {
  it('hands out one frozen function per kept (frozen) answer, which translates it', async () => {
    const content = answering(Object.freeze({ cart: 'Warenkorb' }));
    const t = await loadTranslate(content, SCOPE);
    expect(t('cart')).toBe('Warenkorb');
    expect(Object.isFrozen(t)).toBe(true);
    expect(await loadTranslate(content, SCOPE)).toBe(t);
  });

  it('makes a new, unfrozen function for an answer nobody keeps', async () => {
    const content = answering({ cart: 'Korb' });
    const t = await loadTranslate(content, SCOPE);
    expect(t('cart')).toBe('Korb');
    expect(Object.isFrozen(t)).toBe(false);
    expect(await loadTranslate(content, SCOPE)).not.toBe(t);
  });
});
