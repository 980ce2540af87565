#!/usr/bin/env node
// `npm run cluster`: the production topology on this machine (scripts/cluster/topology.mjs): Redis, the sandbox, two
// shop instances and Varnish in front, each on a free loopback port. Prints the URLs; Ctrl-C or SIGTERM stops it all.
//   node scripts/cluster.mjs              builds first when the build is missing
//   node scripts/cluster.mjs --build      builds anyway (after a change to the code)
//   node scripts/cluster.mjs --instances 3
import { parseArgs } from 'node:util';
import { ensureBuild, startCluster } from './cluster/topology.mjs';

const { values } = parseArgs({
  options: { build: { type: 'boolean', default: false }, instances: { type: 'string', default: '2' } },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  process.stderr.write('cluster: --instances must be a whole number from 1 to 16\n');
  process.exit(1);
}
if (values.build) ensureBuild({ force: true });

let cluster;
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\ncluster: stopping Varnish, the shop instances, the sandbox and Redis…\n');
  await cluster?.stop();
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));

try {
  cluster = await startCluster({ instances });
} catch (error) {
  process.stderr.write(`cluster: ${error.message}\n`);
  process.exit(1);
}
const lines = [
  '',
  'The shop is running:',
  `  shop through Varnish   ${cluster.varnish.url}/`,
  ...cluster.instances.map((instance) => `  ${instance.name.padEnd(21)}  ${instance.url}/  (metrics ${instance.metricsUrl})`),
  `  Redis                  ${cluster.redis.url}`,
  `  Varnish counters       varnishstat -n ${cluster.varnish.workDir}`,
  `  Varnish log            varnishlog -n ${cluster.varnish.workDir}`,
  '',
  'Ctrl-C stops everything.',
  '',
];
process.stdout.write(lines.join('\n'));
