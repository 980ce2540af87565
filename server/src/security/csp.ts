import { createHash } from 'node:crypto';

export interface CspOrigins {
  /** Where the browser sends cart and checkout calls. */
  commerce: string;
  /** The payment provider's card form (framed) and redirect pages. */
  paymentProvider: string;
  /** Product images and content assets (pictures, videos). */
  images: string[];
  /**
   * Origins of configured third-party widgets (accessibility and chat widgets): their scripts load by
   * 'strict-dynamic' from the shop's own code; these let them fetch, frame, style and show pictures. None by default.
   */
  widgets?: string[];
}

/** The inline code of one page, as CSP hash sources (`'sha256-…'`). */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

const hashSource = (code: Uint8Array) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * The hash of every inline `<script>` and `<style>` of a rendered page. A cached page cannot carry a per-response nonce,
 * so the policy allows exactly the inline code this HTML holds (its hashes are cached with it). Script elements with a
 * `src` are skipped: under 'strict-dynamic' they load only when a hashed script imports them. React escapes `</` inside
 * inline content, so the first closing tag ends each element.
 * The page's UTF-8 bytes are read as Latin-1, one character a byte (decoding 220 KB of UTF-8 for this was a
 * millisecond of a render): the tags are ASCII, which no byte of a multi-byte character can be, and the code between them
 * is hashed as the bytes it is, which is what a browser hashes.
 */
export function inlineSourcesOf(page: Buffer): InlineSources {
  const text = page.toString('latin1');
  const collect = (pattern: RegExp) => [
    ...new Set(
      [...text.matchAll(pattern)]
        .filter((match) => !/[ \t\n\f\r]src[ \t\n\f\r]*=/i.test(match[1] ?? ''))
        .map((match) => {
          const [start, end] = match.indices?.[2] ?? [0, 0];
          return hashSource(page.subarray(start, end));
        }),
    ),
  ];
  return {
    scripts: collect(/<script\b([^>]*)>([\s\S]*?)<\/script>/dgi),
    styles: collect(/<style\b([^>]*)>([\s\S]*?)<\/style>/dgi),
  };
}

export interface CspOptions {
  dev?: boolean;
  /** The visual editor's route: the bridge script's origin and the editor's origin, which may frame it. */
  editor?: { bridgeOrigin: string; editorOrigin: string };
}

/**
 * A strict policy: scripts only by the hash of the page's own inline code (and what it imports), no plugins, no
 * base-tag tricks, no framing of the shop. Inline style attributes are refused too; components style with classes.
 */
export function contentSecurityPolicy(inline: InlineSources, origins: CspOrigins, options: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // A page always has inline scripts (React Router's context and entry import); 'none' would be the wrong fallback.
    'script-src': [...inline.scripts, "'strict-dynamic'"],
    'style-src': ["'self'", ...inline.styles],
    'img-src': ["'self'", 'data:', ...origins.images],
    'media-src': ["'self'", ...origins.images],
    'font-src': ["'self'"],
    'connect-src': ["'self'", origins.commerce],
    'frame-src': [origins.paymentProvider],
    'form-action': ["'self'", origins.paymentProvider],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
  for (const name of ['connect-src', 'frame-src', 'img-src', 'style-src']) directives[name]?.push(...(origins.widgets ?? []));
  if (options.editor) {
    // The visual editor's route only: its bridge script, and framing by the editor and nobody else.
    directives['script-src']?.push(options.editor.bridgeOrigin);
    directives['frame-ancestors'] = [options.editor.editorOrigin];
  }
  if (options.dev) {
    // Vite's dev client injects styles and opens a websocket for hot reload.
    directives['style-src'] = ["'self'", "'unsafe-inline'"];
    directives['connect-src']?.push('ws:', 'wss:');
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}
