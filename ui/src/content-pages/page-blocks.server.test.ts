import { MESSAGES } from '@sockshop/core/errors';
import type { Logger } from '@sockshop/core/ports';
import { describe, expect, it } from 'vitest';
import { pageBlocksOf } from './page-blocks.server';

function recorder() {
  const lines: [string, string][] = [];
  const logger: Logger = {
    info: (message) => lines.push(['info', message]),
    warn: (message) => lines.push(['warn', message]),
    error: (message) => lines.push(['error', message]),
  };
  return { logger, lines };
}

describe("'Error while normalizing richtext'", () => {
  it('a rich-text block, accordion or FAQ whose text does not fit is logged as the richtext error and left out', () => {
    const { logger, lines } = recorder();
    const blocks = pageBlocksOf(
      [
        { _uid: 'r1', component: 'rich_text', body: { type: 'doc', content: 'not a list' } },
        { _uid: 'a1', component: 'accordion', items: [{ _uid: 'i', title: 'Q', body: 42 }] },
        {
          _uid: 'r2',
          component: 'rich_text',
          body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] },
        },
      ],
      logger,
    );
    expect(blocks.map((block) => block._uid)).toEqual(['r2']);
    expect(lines).toEqual([
      ['error', MESSAGES.normalizingRichText],
      ['error', MESSAGES.normalizingRichText],
    ]);
  });

  it('another block that does not fit stays a plain skip (warning)', () => {
    const { logger, lines } = recorder();
    pageBlocksOf([{ _uid: 'v', component: 'video' }], logger);
    expect(lines).toEqual([['warn', 'content block skipped']]);
  });
});
