import { type ApiHarness, startApiHarness } from '@sockshop/test-fixtures/harness/api.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientLogger, type WireReport } from '../diagnostics/client-logger';
import { loadSegmentUpsell, SEGMENT_UPSELL_LIMIT, segmentUpsellRequest, widgetNotFoundReport } from './segment-upsell';

// Segmented upsells against the shop's own API (POST /api/v2/widget) with the sandbox's recommendations behind it.
let api: ApiHarness;
beforeAll(async () => {
  api = await startApiHarness();
});
afterAll(() => api.close());

const winter = {
  identifier: 'winter-sale',
  widgetId: 'upsell',
  description: 'Warm picks',
  variables: [
    { key: '$category', value: 'adults/socks' },
    { key: '$segment', value: 'winter-sale' },
  ],
};

describe('segmented upsell', () => {
  it('asks the widget with the upsell’s widget id and variables', () => {
    expect(segmentUpsellRequest(winter, 'de')).toEqual({
      widgetId: 'upsell',
      profileId: 'segment',
      variables: { $category: 'adults/socks', $segment: 'winter-sale' },
      limit: SEGMENT_UPSELL_LIMIT,
      requestName: 'segmented-upsell',
      context: { storefront: 'de' },
    });
  });

  it('shows the widget’s products', async () => {
    const answer = await loadSegmentUpsell(winter, 'de', undefined, api.url);
    expect(answer.kind).toBe('products');
    if (answer.kind !== 'products') return;
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(SEGMENT_UPSELL_LIMIT);
  });

  it('a widget the service does not know is told apart and logged as "Widget not found for segmented upsell"', async () => {
    const retired = { ...winter, widgetId: 'retired-kids-widget' };
    expect(await loadSegmentUpsell(retired, 'de', undefined, api.url)).toEqual({ kind: 'widget-not-found' });
    // Through the page's logger, as the component sends it, to the shop's diagnostics endpoint.
    const sent: Promise<unknown>[] = [];
    const post = (batch: WireReport[]) =>
      fetch(`${api.url}/api/diagnostics/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
    const logger = createClientLogger({ send: (batch) => sent.push(post(batch)), now: () => 0, schedule: () => () => undefined });
    expect(logger.log(widgetNotFoundReport(retired, 'kids'))).toBe(true);
    logger.flush();
    expect(sent).toHaveLength(1);
    expect((await sent[0]) as Response).toHaveProperty('status', 202);
    const logged = api.logs.find((line) => line.message === 'Widget not found for segmented upsell');
    expect(logged).toMatchObject({ level: 'warn' });
    expect(JSON.stringify(logged)).toContain('segments:widget_not_found');
    expect(JSON.stringify(logged)).toContain('retired-kids-widget');
  });

  it('an unreachable shop answers unavailable, not an error', async () => {
    expect(await loadSegmentUpsell(winter, 'de', undefined, 'http://127.0.0.1:9')).toEqual({ kind: 'unavailable' });
  });
});
