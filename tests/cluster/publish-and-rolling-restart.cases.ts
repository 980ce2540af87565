// What the cluster does with the shop's own purge and drain: an editor's publish reaches every instance and Varnish
// within 5 s, and an instance restarted under load through Varnish loses no request. These need the content webhook (it
// bans Varnish and broadcasts the purge through Redis) and the graceful drain on SIGTERM (/readyz 503 first, then
// close). The restart comes last of all the cluster's cases: it leaves both instances up, their page caches empty.
import { beforeAll, expect, it } from 'vitest';
import { publishToVisible } from '../../scripts/cluster/publish-probe.mjs';
import type { Cluster, ClusterInstance } from '../../scripts/cluster/topology.mjs';
import { inParallel } from './cluster-http.js';

/** Registers the cases; `topology` is the cluster the test file started before them. */
export function publishAndRestartCases(topology: () => Cluster): void {
  let cluster: Cluster;

  beforeAll(() => {
    cluster = topology();
  });

  it("shows an editor's published change on every instance and through Varnish within 5 s", async () => {
    const seconds = await publishToVisible(cluster, { storefront: 'de', slug: 'about-us', withinMs: 5_000 });
    expect(seconds).toBeLessThanOrEqual(5);
  });

  it('restarts each instance under load through Varnish without a failed request', async () => {
    let loading = true;
    let sent = 0;
    const failures: string[] = [];
    // Cached pages and renders (a search term of its own each time) side by side, as shoppers ask.
    const load = inParallel(
      Array.from({ length: 8 }, (_, worker) => worker),
      8,
      async (worker) => {
        while (loading) {
          const path = sent % 2 === 0 ? '/de' : `/de/search?term=rolling-${worker}-${sent}`;
          sent++;
          try {
            const answer = await fetch(`${cluster.varnish.url}${path}`);
            await answer.arrayBuffer();
            if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
          } catch (error) {
            failures.push(`${path}: ${(error as Error).message}`);
          }
        }
      },
    );
    const restart = async (instance: ClusterInstance) => {
      await instance.stop('SIGTERM');
      await instance.start();
      // Back in rotation before the next one goes: the probe saw it ready twice.
      await expect.poll(() => cluster.varnish.health()[instance.name], { timeout: 10_000 }).toBe(true);
    };
    try {
      for (const instance of cluster.instances) await restart(instance);
    } finally {
      loading = false;
      await load;
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 90_000);
}
