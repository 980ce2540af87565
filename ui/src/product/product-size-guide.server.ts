import type { SizeGuides } from '@sockshop/core/content';
import type { SizeGuideData } from '../components/product/SizeGuide';

/**
 * The product's `information.sizeGuideBlock` names one of the content's size guides (the shared
 * `size-guides` story). Null when the product names none or the content has no such guide.
 */
export function sizeGuideFor(sizeGuides: SizeGuides | null, key: string | undefined): SizeGuideData | null {
  if (!key) return null;
  const guide = sizeGuides?.guides.find((candidate) => candidate.key === key);
  if (!guide || guide.table.tbody.length === 0) return null;
  return {
    title: guide.title,
    head: guide.table.thead.map((cell) => ({ id: cell._uid, value: cell.value })),
    rows: guide.table.tbody.map((row) => ({ id: row._uid, cells: row.body.map((cell) => ({ id: cell._uid, value: cell.value })) })),
  };
}
