import { describe, expect, it } from 'vitest';
import { unavailableLines } from './stock.js';

const line = (id: string) => ({ id, name: `Sock ${id}` });

describe('stock check before the order', () => {
  it('names the lines the warehouse reports unavailable', () => {
    const lines = [line('A-1'), line('B-2'), line('C-3')];
    expect(
      unavailableLines(lines, [
        { id: 'A-1', isAvailable: true },
        { id: 'B-2', isAvailable: false },
        { id: 'C-3', isAvailable: true },
      ]),
    ).toEqual([line('B-2')]);
  });

  it('counts a line missing from the answer as unavailable', () => {
    expect(unavailableLines([line('A-1'), line('B-2')], [{ id: 'A-1', isAvailable: true }])).toEqual([line('B-2')]);
  });

  it('nothing is unavailable when every line is', () => {
    expect(unavailableLines([line('A-1')], [{ id: 'A-1', isAvailable: true }])).toEqual([]);
    expect(unavailableLines([], [])).toEqual([]);
  });
});
