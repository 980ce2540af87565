import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.js';
import type { Logger } from '../ports/logger.port.js';
import { normalizeNavigation, normalizeSpeechBubble } from './normalize-chrome.js';

function recorder() {
  const lines: { level: string; message: string; data?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: (message, data) => lines.push({ level: 'info', message, ...(data ? { data } : {}) }),
    warn: (message, data) => lines.push({ level: 'warn', message, ...(data ? { data } : {}) }),
    error: (message, data) => lines.push({ level: 'error', message, ...(data ? { data } : {}) }),
  };
  return { logger, lines };
}

const link = (text: string) => ({ text, url: `/de/${text}` });
const item = (uid: string, sections: unknown = []) => ({ _uid: uid, text: uid, url: `/de/${uid}`, sections });

describe("'Error while normalizing …'", () => {
  it('a navbar that fits comes through with its submenus, and nothing is logged', () => {
    const { logger, lines } = recorder();
    const nav = normalizeNavigation(
      { component: 'navigation', items: [item('adults', [{ name: 'Socks', links: [link('socks')] }])] },
      logger,
    );
    expect(nav?.items[0]?.sections[0]?.links[0]).toMatchObject({ text: 'socks', disabled: false, isHighlighted: false });
    expect(lines).toEqual([]);
  });

  it("a navbar of another shape is 'Error while normalizing header navbar' (error) and no navbar", () => {
    for (const raw of [
      { component: 'navigation' },
      { component: 'navigation', items: [{ text: 'no uid' }] },
      { component: 'footer', items: [] },
      'navigation',
    ]) {
      const { logger, lines } = recorder();
      expect(normalizeNavigation(raw, logger)).toBeNull();
      expect(lines.map((line) => [line.level, line.message])).toEqual([['error', MESSAGES.normalizingNavbar]]);
    }
  });

  it("a submenu of another shape is 'Error while normalizing submenu' with its uid; its link and the other submenus stay", () => {
    const { logger, lines } = recorder();
    const nav = normalizeNavigation(
      {
        component: 'navigation',
        items: [item('adults', [{ name: 'Socks', links: 'oops' }]), item('kids', [{ name: 'Kids', links: [link('kids')] }])],
      },
      logger,
    );
    expect(nav?.items.map((i) => [i._uid, i.sections.length])).toEqual([
      ['adults', 0],
      ['kids', 1],
    ]);
    expect(lines).toEqual([{ level: 'error', message: MESSAGES.normalizingSubmenu, data: { uid: 'adults' } }]);
  });

  it("speech bubble texts of another shape are 'Error while normalizing speech bubble' and no bubble", () => {
    const texts = { addToCart: 'a', menuExpanded: 'm', resultsFound: 'r', searchFocused: 'f', searchResult: 's' };
    const ok = recorder();
    expect(normalizeSpeechBubble({ component: 'speech_bubble', ...texts }, ok.logger)).toEqual(texts);
    expect(ok.lines).toEqual([]);
    const bad = recorder();
    expect(normalizeSpeechBubble({ component: 'speech_bubble', addToCart: 'a' }, bad.logger)).toBeNull();
    expect(bad.lines.map((line) => [line.level, line.message])).toEqual([['error', MESSAGES.normalizingSpeechBubble]]);
  });

  it('absent content is no error', () => {
    const { logger, lines } = recorder();
    expect(normalizeNavigation(null, logger)).toBeNull();
    expect(normalizeSpeechBubble(undefined, logger)).toBeNull();
    expect(lines).toEqual([]);
  });
});
