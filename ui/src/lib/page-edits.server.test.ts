import { describe, expect, it } from 'vitest';
import { withEdits } from './page-edits.server';

describe('page edits', () => {
  it('are made in one copy, in the order of the page whatever the order given', () => {
    const page = Buffer.from('<p>one</p><p>two</p><p>three</p>');
    const edited = withEdits(page, [
      { start: 23, end: 28, bytes: Buffer.from('3') },
      { start: 3, end: 6, bytes: Buffer.from('1') },
    ]);
    expect(edited.toString()).toBe('<p>1</p><p>two</p><p>3</p>');
  });

  it('leave the page itself when there are none, and refuse edits that overlap', () => {
    const page = Buffer.from('<p>a</p>');
    expect(withEdits(page, [])).toBe(page);
    expect(() =>
      withEdits(page, [
        { start: 0, end: 4, bytes: Buffer.from('x') },
        { start: 2, end: 5, bytes: Buffer.from('y') },
      ]),
    ).toThrow(/overlap/);
  });
});
