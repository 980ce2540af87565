// @vitest-environment happy-dom
import { resolveMarket } from '@sockshop/core/markets';
import { describe, expect, it } from 'vitest';
import { start } from '../chrome-behaviours/start';
import { loadSessionRecommendations } from '../lib/product-recommendations.client';

const market = resolveMarket({ storefront: 'de' }, 'production');
const answer = (id: string) =>
  (async () => new Response(JSON.stringify({ id, recommendations: [] }), { status: 200 })) as unknown as typeof fetch;
const show = (id: string) => loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: answer(id) });
// The layout calls the chrome behaviours once hydrated and again on every client navigation.
const navigate = (pathname: string) => start({ storefront: 'de', speechBubble: null, publicConfig: {} }, { pathname, search: '' });

describe('early-bird record set in the page', () => {
  it('mirrors record ids to window.ebRecoIds, keeps them through hydration, clears them on each client navigation', async () => {
    // The page's recommendations may answer before the layout has hydrated.
    await show('reco-1');
    const windowList = window.ebRecoIds;
    expect(windowList).toEqual(['reco-1']);
    // The first call is the hydration of the server-rendered page: its records stay.
    navigate('/de/a');
    expect(window.ebRecoIds).toEqual(['reco-1']);
    await show('reco-2');
    await show('reco-1');
    expect(window.ebRecoIds).toEqual(['reco-1', 'reco-2']);
    // An empty record only warns: the set is as it was.
    await show('');
    expect(window.ebRecoIds).toEqual(['reco-1', 'reco-2']);
    navigate('/de/b');
    expect(window.ebRecoIds).toEqual([]);
    // The same list, changed in place, for a tag that kept it.
    expect(window.ebRecoIds).toBe(windowList);
    await show('reco-3');
    expect(window.ebRecoIds).toEqual(['reco-3']);
    navigate('/de/c');
    expect(window.ebRecoIds).toEqual([]);
  });
});
