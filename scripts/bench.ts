// `npm run bench`: every benchmark of the project, one after another, figures printed as tables.
// Each scripts/bench/<name>.bench.ts exports one `bench<Name>()` that starts what it needs on 127.0.0.1 and returns figures.
// The packages only benchmarks use (Lighthouse, Fastify, …) are scripts/bench's own, outside the workspaces so the shop's
// `npm ci` skips them: installed here on first use, and again when its lock file is newer than the install.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const only = process.argv.slice(2);
const dir = join(import.meta.dirname, 'bench');
const installed = join(dir, 'node_modules/.package-lock.json');
if (!existsSync(installed) || statSync(join(dir, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
  execFileSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

console.log(`node ${process.version}, ${new Date().toISOString()}`);
let failed = 0;
for (const file of files) {
  const module = (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>;
  const run = Object.entries(module).find(([name, value]) => name.startsWith('bench') && typeof value === 'function')?.[1] as
    | (() => Promise<Record<string, string | number>>)
    | undefined;
  if (!run) continue;
  const started = Date.now();
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  try {
    const figures = await run();
    const width = Math.max(...Object.keys(figures).map((key) => key.length));
    for (const [key, value] of Object.entries(figures)) console.log(`  ${key.padEnd(width)}  ${value}`);
    console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed++;
    console.error(`  failed: ${(error as Error).message}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
