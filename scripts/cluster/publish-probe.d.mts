// Types of scripts/cluster/publish-probe.mjs.
import type { Cluster } from './topology.mjs';

export function publishToVisible(cluster: Cluster, options?: { storefront?: string; slug?: string; withinMs?: number }): Promise<number>;
