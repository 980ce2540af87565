import { ProductSchema } from '@sockshop/core/catalog';
import { MESSAGES } from '@sockshop/core/errors';
import { z } from 'zod';
import type { DiagnosticReport } from '../diagnostics/report';
import type { TileSource } from '../lib/product-tile';
import type { SegmentUpsellContent } from './segments-content';

/** One row of the product grid on the widest screens. */
export const SEGMENT_UPSELL_LIMIT = 4;

const TileProductSchema = ProductSchema.pick({
  sku: true,
  name: true,
  price: true,
  currencies: true,
  stockStatus: true,
  badges: true,
  media: true,
});
const WidgetAnswerSchema = z.object({ recommendations: z.array(z.object({ product: TileProductSchema })) });

/** POST /api/v2/widget with the upsell's widget and variables (`$…` keys and their values). */
export function segmentUpsellRequest(upsell: SegmentUpsellContent, storefront: string) {
  return {
    widgetId: upsell.widgetId,
    profileId: 'segment',
    variables: Object.fromEntries(upsell.variables.map(({ key, value }) => [key, value])),
    limit: SEGMENT_UPSELL_LIMIT,
    requestName: 'segmented-upsell',
    context: { storefront },
  };
}

export type UpsellAnswer = { kind: 'products'; products: TileSource[] } | { kind: 'widget-not-found' } | { kind: 'unavailable' };

/** The widget's products; a widget the service does not know (404) is told apart, since it is a content mistake to log. */
export async function loadSegmentUpsell(
  upsell: SegmentUpsellContent,
  storefront: string,
  signal?: AbortSignal,
  /** The shop's origin; the page's own when empty. */
  origin = '',
): Promise<UpsellAnswer> {
  try {
    const response = await fetch(`${origin}/api/v2/widget`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(segmentUpsellRequest(upsell, storefront)),
      ...(signal ? { signal } : {}),
    });
    if (response.status === 404) return { kind: 'widget-not-found' };
    if (!response.ok) return { kind: 'unavailable' };
    const parsed = WidgetAnswerSchema.safeParse(await response.json());
    return parsed.success
      ? { kind: 'products', products: parsed.data.recommendations.map((entry) => entry.product).slice(0, SEGMENT_UPSELL_LIMIT) }
      : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** 'Widget not found for segmented upsell' (the service lacks the widget), for the page's diagnostics logger. */
export function widgetNotFoundReport(upsell: SegmentUpsellContent, segment: string): DiagnosticReport {
  return {
    level: 'warn',
    service: 'segments',
    code: 'widget_not_found',
    message: MESSAGES.widgetNotFoundForUpsell,
    data: { widgetId: upsell.widgetId, identifier: upsell.identifier, segment },
  };
}
