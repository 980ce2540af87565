import { describe, expect, it } from 'vitest';
import { safeHref, safeMediaSrc } from './safe-url';

describe('safe-url', () => {
  it('passes plain paths and allowed schemes as they are, whatever their case', () => {
    for (const href of [
      '/de/adults/socks',
      '/de/p/SOCK-1?size=36-38#top',
      'socks',
      '?page=2',
      '#faq',
      'HTTPS://example.com/a',
      'mailto:a@b.c',
    ]) {
      expect(safeHref(href), href).toBe(href);
    }
    expect(safeMediaSrc('https://img.example/media/SOCK-1/0.svg')).toBe('https://img.example/media/SOCK-1/0.svg');
    expect(safeMediaSrc('https://img.example/media/SOCK-1/0.svg?w=320&q=70')).toBe('https://img.example/media/SOCK-1/0.svg?w=320&q=70');
  });

  it('refuses other schemes, plain or obfuscated with entities, escapes, controls or case', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'jav&#x61;script:alert(1)',
      'jav&amp;#x61;script:alert(1)',
      'javascript&colon;alert(1)',
      'java&Tab;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript:alert(1)&w=1',
      'javascript%3Aalert(1)',
      'java\tscript:alert(1)',
      'java\u200bscript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'data:text/html,x',
    ]) {
      expect(safeHref(href), href).toBeUndefined();
    }
    expect(safeMediaSrc('mailto:a@b.c')).toBeUndefined();
  });
});
