#!/usr/bin/env node
// The top self-time items of V8 CPU profiles (`.cpuprofile`, as `node --cpu-prof` or an inspector session writes them),
// summed over every file given: by function (name and place) and by module (an npm package, or a file of the shop).
// Read the uncached category render this way (docs/decisions.md "Renders below 4 ms").
//   node scripts/bench/cpu-profile-top.mjs [--top 15] [--requests 472] <file.cpuprofile>...
// With --requests, each item is also given in µs per request (the profiles' requests served).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  if (index < 0) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return Number(value);
};
const top = option('--top', 15);
const requests = option('--requests', 0);
if (args.length === 0) {
  console.error('usage: cpu-profile-top.mjs [--top N] [--requests N] <file.cpuprofile>...');
  process.exit(2);
}

/** Time that is no work of the process: waiting for events, and the profiler's own bookkeeping. */
const NOT_WORK = new Set(['(idle)', '(program)']);
const byFunction = new Map();
const byModule = new Map();
let busyUs = 0;
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);

for (const file of args) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // timeDeltas[i] is the time before sample i; the sample's node spent it.
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const us = profile.timeDeltas[index] ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    if (NOT_WORK.has(name)) return;
    busyUs += us;
    const place = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
    add(byFunction, place ? `${name}  ${place}` : name, us);
    add(byModule, moduleOf(url, name), us);
  });
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    const perRequest = requests ? `  ${(us / requests).toFixed(0).padStart(6)} µs/req` : '';
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / busyUs).toFixed(1).padStart(5)} %${perRequest}  ${key}`);
  }
};
console.log(`busy ${(busyUs / 1000).toFixed(0)} ms${requests ? `, ${(busyUs / requests).toFixed(0)} µs per request` : ''}`);
print('by function (self time)', byFunction);
print('by module (self time)', byModule);

function shortUrl(url) {
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) return url.slice(modules + 'node_modules/'.length);
  return url.replace(/^file:\/\/\/work\/[^/]+\//, '');
}

/** The npm package of a frame, else its file; native and V8 frames (garbage collection, zlib, …) by name. */
function moduleOf(url, name) {
  if (!url) return name.startsWith('(') ? name : `(native) ${name}`;
  const short = shortUrl(url);
  if (url.includes('node_modules/')) return short.startsWith('@') ? short.split('/').slice(0, 2).join('/') : short.split('/')[0];
  return short;
}
