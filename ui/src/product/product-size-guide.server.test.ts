import { SizeGuidesSchema } from '@sockshop/core/content';
import { describe, expect, it } from 'vitest';
import { sizeGuideFor } from './product-size-guide.server';

// The product's information.sizeGuideBlock picks one guide of the content's size guides.
const cell = (value: string) => ({ _uid: `c-${value}`, value });
const content = SizeGuidesSchema.parse({
  component: 'size_guides',
  guides: [
    {
      _uid: 'g1',
      key: 'size-guide-socks',
      title: 'Sockengrößen',
      table: { thead: [cell('EU'), cell('UK')], tbody: [{ _uid: 'r1', body: [cell('36-38'), cell('3-5')] }] },
    },
    { _uid: 'g2', key: 'size-guide-empty', title: 'Leer', table: { thead: [cell('EU')], tbody: [] } },
  ],
});

describe('sizeGuideFor', () => {
  it('answers the guide the product names, as a table', () => {
    expect(sizeGuideFor(content, 'size-guide-socks')).toEqual({
      title: 'Sockengrößen',
      head: [cell('EU'), cell('UK')].map(({ _uid, value }) => ({ id: _uid, value })),
      rows: [{ id: 'r1', cells: [cell('36-38'), cell('3-5')].map(({ _uid, value }) => ({ id: _uid, value })) }],
    });
  });

  it('is null for no key, no size guides, or an unknown or empty guide', () => {
    expect(sizeGuideFor(content, undefined)).toBeNull();
    expect(sizeGuideFor(content, 'size-guide-hats')).toBeNull();
    expect(sizeGuideFor(content, 'size-guide-empty')).toBeNull();
    expect(sizeGuideFor(null, 'size-guide-socks')).toBeNull();
  });
});
