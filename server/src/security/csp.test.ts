import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineSourcesOf } from './csp.js';

const origins = { commerce: 'https://commerce.example', paymentProvider: 'https://pay.example', images: ['https://img.example'] };
const inline = { scripts: ["'sha256-abc'"], styles: [] };
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the Content-Security-Policy of the visual editor route', () => {
  const editor = { bridgeOrigin: 'https://app.storyblok.com', editorOrigin: 'https://app.storyblok.com' };

  it('every other page: no framing at all, scripts by hash only', () => {
    const policy = contentSecurityPolicy(inline, origins);
    expect(directive(policy, 'frame-ancestors')).toBe("'none'");
    expect(directive(policy, 'script-src')).toBe("'sha256-abc' 'strict-dynamic'");
  });

  it('the editor route: framed by the editor origin alone, and the bridge script origin added to scripts', () => {
    const policy = contentSecurityPolicy(inline, origins, { editor });
    expect(directive(policy, 'frame-ancestors')).toBe('https://app.storyblok.com');
    expect(directive(policy, 'script-src')).toBe("'sha256-abc' 'strict-dynamic' https://app.storyblok.com");
    // Nothing else loosens.
    const strict = contentSecurityPolicy(inline, origins);
    for (const name of ['default-src', 'connect-src', 'frame-src', 'style-src', 'object-src', 'base-uri', 'form-action']) {
      expect(directive(policy, name), name).toBe(directive(strict, name));
    }
  });

  it('another editor origin (a self-hosted or sandbox editor) is the one allowed', () => {
    const policy = contentSecurityPolicy(inline, origins, {
      editor: { bridgeOrigin: 'http://localhost:3101', editorOrigin: 'http://localhost:3101' },
    });
    expect(directive(policy, 'frame-ancestors')).toBe('http://localhost:3101');
  });
});

describe('the Content-Security-Policy with the page chrome’s third-party widgets', () => {
  it('no widget configured: nothing loosens', () => {
    const none = contentSecurityPolicy(inline, { ...origins, widgets: [] });
    expect(none).toBe(contentSecurityPolicy(inline, origins));
  });

  it('a configured widget origin may fetch, frame, style and show pictures; scripts stay hash-only (strict-dynamic)', () => {
    const policy = contentSecurityPolicy(inline, { ...origins, widgets: ['https://chat.example'] });
    for (const name of ['connect-src', 'frame-src', 'img-src', 'style-src'])
      expect(directive(policy, name), name).toContain('https://chat.example');
    expect(directive(policy, 'script-src')).toBe("'sha256-abc' 'strict-dynamic'");
  });
});

describe('the hashes of a page’s inline code', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('hashes the UTF-8 of each inline script and style, non-ASCII text included; scripts with a src are skipped', () => {
    const script = 'window.__t = "Größe – ½ € 🧦";';
    const style = '.card::after{content:"→"}';
    const page = Buffer.from(
      `<!DOCTYPE html><html><head><title>Socken für Groß & Klein</title><style>${style}</style>` +
        `<script type="module" src="/assets/entry.js"></script></head>` +
        `<body><p>Ä</p><SCRIPT async>${script}</SCRIPT><script>${script}</script></body></html>`,
    );
    expect(inlineSourcesOf(page)).toEqual({ scripts: [sha256(script)], styles: [sha256(style)] });
  });
});
