// The production topology (npm run cluster: Redis, the sandbox, two built shop instances, Varnish in front), started
// once for every cluster case: it takes about 15 s to start, longer than most of the cases take together. The cases
// live beside this file by subject; the ones that restart processes run last and leave the cluster serving.
import { afterAll, beforeAll, describe } from 'vitest';
import { type Cluster, startCluster } from '../../scripts/cluster/topology.mjs';
import { publishAndRestartCases } from './publish-and-rolling-restart.cases.js';
import { varnishCases } from './varnish.cases.js';

let cluster: Cluster | undefined;
const topology = (): Cluster => {
  if (!cluster) throw new Error('the cluster did not start');
  return cluster;
};

beforeAll(async () => {
  cluster = await startCluster({ output: 'quiet' });
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

describe('Varnish in front of two instances', () => varnishCases(topology));
describe('publishing and rolling restarts', () => publishAndRestartCases(topology));
