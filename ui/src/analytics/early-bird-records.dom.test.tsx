// @vitest-environment happy-dom
import { resolveMarket } from '@sockshop/core/markets';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSessionRecommendations } from '../lib/product-recommendations.client';
import { useEarlyBirdRecords } from './use-early-bird-records';

const market = resolveMarket({ storefront: 'de' }, 'production');
const answer = (id: string) =>
  (async () => new Response(JSON.stringify({ id, recommendations: [] }), { status: 200 })) as unknown as typeof fetch;

function Layout() {
  useEarlyBirdRecords();
  return <Outlet />;
}

afterEach(cleanup);

describe('early-bird record set in the page (spec §3, §4)', () => {
  it('mirrors record ids to window.ebRecoIds, keeps them through hydration, clears them on each client navigation', async () => {
    // The page's recommendations answer before the layout hydrates (the list is near the top of the page).
    await loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: answer('reco-1') });
    const windowList = window.ebRecoIds;
    expect(windowList).toEqual(['reco-1']);
    const router = createMemoryRouter([{ path: '/', element: <Layout />, children: [{ path: 'de/:page?', element: <p>page</p> }] }], {
      initialEntries: ['/de/a'],
    });
    render(<RouterProvider router={router} />);
    // The first location is the hydration of the server-rendered page: its records stay.
    expect(window.ebRecoIds).toEqual(['reco-1']);
    await loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: answer('reco-2') });
    await loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: answer('reco-1') });
    expect(window.ebRecoIds).toEqual(['reco-1', 'reco-2']);
    // An empty record only warns: the set is as it was.
    await loadSessionRecommendations('SOCK-1', market, { cookie: '', fetchImpl: answer('') });
    expect(window.ebRecoIds).toEqual(['reco-1', 'reco-2']);
    await act(() => router.navigate('/de/b'));
    expect(window.ebRecoIds).toEqual([]);
    // The same list, changed in place, for a tag that kept it.
    expect(window.ebRecoIds).toBe(windowList);
    await loadSessionRecommendations('SOCK-2', market, { cookie: '', fetchImpl: answer('reco-3') });
    expect(window.ebRecoIds).toEqual(['reco-3']);
    await act(() => router.navigate('/de/c'));
    expect(window.ebRecoIds).toEqual([]);
  });
});
