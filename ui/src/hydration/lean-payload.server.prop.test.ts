import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withEdits } from '../lib/page-edits.server';
import { leanPayloadEdits } from './lean-payload.server';

const withLeanPayload = (page: Buffer<ArrayBuffer>) => withEdits(page, leanPayloadEdits(page));

const numRuns = Number(process.env.FC_NUM_RUNS ?? 300);

/** React Router's own escape for the chunk's JSON string (its `escapeHtml`). */
const escapeHtml = (json: string) => json.replace(/[&><\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A chunk's script as React Router writes it. */
const enqueued = (chunk: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(chunk))});</script>`;

const evaluate = (literal: string) => new Function(`return ${literal};`)() as unknown;

// Text with what a payload holds (quotes, markup, backslashes, line breaks) and anything else Unicode has.
const text = fc.oneof(
  fc.string({
    unit: fc.constantFrom('"', "'", '\\', '<', '/', 'script', '<!--', '\n', '\r', '\u2028', 'ü', '€', '\u0000', 'a', '\ud83d', '\ude00'),
  }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
);

describe('the hydration data as a single-quoted string', () => {
  it('reads back as the same chunk, and no `<` can end or bend its script', () => {
    fc.assert(
      fc.property(text, (chunk) => {
        const lean = withLeanPayload(Buffer.from(enqueued(chunk)));
        const literal = /enqueue\(('(?:[^'\\]|\\.)*')\);<\/script>$/s.exec(lean.toString())?.[1] ?? '';
        expect(evaluate(literal)).toBe(chunk);
        expect(literal).not.toContain('<');
        expect(literal).not.toMatch(/[\u2028\u2029\n\r]/);
      }),
      { numRuns },
    );
  });

  it('rewrites every chunk of a page and leaves the rest as it is', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 3 }), text, (chunks, other) => {
        const before = `<body><p>${JSON.stringify(other)}</p>`;
        const page = Buffer.from(`${before}${chunks.map(enqueued).join('')}<script>x("a");</script></body>`);
        const lean = withLeanPayload(page).toString();
        expect(lean.startsWith(before)).toBe(true);
        expect(lean.endsWith('<script>x("a");</script></body>')).toBe(true);
        const read = [...lean.matchAll(/streamController\.enqueue\(('(?:[^'\\]|\\.)*')\);<\/script>/g)].map((match) =>
          evaluate(match[1] as string),
        );
        expect(read).toEqual(chunks);
      }),
      { numRuns },
    );
  });

  it("is shorter than React Router's for JSON, where every quote cost a backslash", () => {
    const chunk = `${JSON.stringify([{ _1: 2 }, 'loaderData', { name: 'Dog Low Sock', price: '8,40 €' }])}\n`;
    const page = Buffer.from(enqueued(chunk));
    const lean = withLeanPayload(page).toString();
    expect(lean).toBe(`<script>window.__reactRouterContext.streamController.enqueue('${chunk.replace('\n', '\\n')}');</script>`);
    expect(Buffer.byteLength(lean)).toBeLessThan(page.length - 10);
  });

  it('leaves a page without hydration data alone', () => {
    const page = Buffer.from('<html><body><script>window.__reactRouterContext = {};</script></body></html>');
    expect(withLeanPayload(page)).toBe(page);
  });
});
