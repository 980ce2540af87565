import { describe, expect, it, vi } from 'vitest';
import { derivedOnce } from './answer-memo.server.js';

const kept = <T extends object>(value: T) => Object.freeze(value);

describe('derivedOnce', () => {
  it('derives once per kept (frozen) answer and key', () => {
    const answer = kept({ title: 'Newsletter' });
    const derive = vi.fn(() => ({ html: '<form>' }));
    const first = derivedOnce([answer], 'newsletter de DE', derive);
    expect(derivedOnce([answer], 'newsletter de DE', derive)).toBe(first);
    expect(derive).toHaveBeenCalledTimes(1);
    derivedOnce([answer], 'newsletter de AT', derive);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('derives again for a new answer: a refreshed answer is a new object', () => {
    const derive = vi.fn((answer: { version: number }) => answer.version);
    expect(derivedOnce([kept({ version: 1 })], 'k', () => derive({ version: 1 }))).toBe(1);
    expect(derivedOnce([kept({ version: 2 })], 'k', () => derive({ version: 2 }))).toBe(2);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keys on every answer given', () => {
    const content = kept({});
    const derive = vi.fn(() => 'html');
    derivedOnce([content, kept({ newsletter: 'Newsletter' })], 'k', derive);
    derivedOnce([content, kept({ newsletter: 'Rundbrief' })], 'k', derive);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing derived from an answer that is not kept (not frozen), nor from none', () => {
    const derive = vi.fn(() => 'html');
    const fresh = { title: 'Newsletter' };
    derivedOnce([fresh], 'k', derive);
    derivedOnce([fresh], 'k', derive);
    derivedOnce([kept({}), null], 'k', derive);
    derivedOnce([kept({}), null], 'k', derive);
    derivedOnce([], 'k', derive);
    expect(derive).toHaveBeenCalledTimes(5);
  });
});
