import { describe, expect, it } from 'vitest';
import type { ListingTile } from './listing-analytics';
import { tilesSource } from './tiles-in-page';

// A whole page's tiles as its bootstrap makes them (tiles-in-page.ts): keys once, a row of values per tile.

const tile = (sku: string, extra: Partial<ListingTile> = {}) =>
  ({ sku, name: `Sock ${sku}`, price: '14 €', picture: `${sku}/0.svg`, minorPrice: 1400, ...extra }) as ListingTile;

describe('tilesSource', () => {
  it('makes the same tiles, each with only the keys it had, in a few keys fewer bytes than JSON', () => {
    const tiles = [tile('A', { badgeKeys: ['new'], originalPrice: '20 €', minorDiscount: 600 }), tile('B'), tile('C', { color: 'black' })];
    const made = new Function(`return ${tilesSource(tiles)}`)() as ListingTile[];
    expect(made).toStrictEqual(tiles);
    expect(Object.keys(made[1] ?? {})).toEqual(['sku', 'name', 'price', 'picture', 'minorPrice']);
    const many = Array.from({ length: 64 }, (_, i) => tile(String(i)));
    expect(tilesSource(many).length).toBeLessThan(JSON.stringify(many).length * 0.7);
  });

  it('writes no text that would end or change the script it travels in', () => {
    const source = tilesSource([tile('A', { name: '</script><!-- <b>' })]);
    expect(source).not.toMatch(/<\/|<!--|<b/);
    expect((new Function(`return ${source}`)() as ListingTile[])[0]?.name).toBe('</script><!-- <b>');
  });
});
