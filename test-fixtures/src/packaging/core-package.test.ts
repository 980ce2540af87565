import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Build core, pack it, install the tarball into a project outside the workspace and use it from plain Node.
const root = resolve(import.meta.dirname, '../../..');
const coreDir = join(root, 'core');
// Child npm commands must not inherit the workspace settings of an outer `npm run`.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
const run = (command: string, args: string[], cwd: string) => execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: 'pipe' });

let work = '';
let consumer = '';
let tarball = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'sockshop-core-pack-'));
  consumer = join(work, 'consumer');
  // No build beforehand: `npm pack` alone must produce a usable package (its prepack builds dist from scratch).
  rmSync(join(coreDir, 'dist'), { recursive: true, force: true });
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], coreDir)) as {
    filename: string;
    files: { path: string }[];
  }[];
  const first = packed[0];
  if (!first) throw new Error('npm pack produced nothing');
  tarball = join(work, first.filename);
  writeFileSync(join(work, 'files.json'), JSON.stringify(first.files.map((f) => f.path)));
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'other-channel', private: true, type: 'module' }));
  // The peers come from the workspace's own node_modules so no network is needed.
  const peers = ['zod', 'neverthrow', 'xstate'].map((name) => join(root, 'node_modules', name));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', tarball, ...peers], consumer);
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('@sockshop/core as a package', () => {
  it('ships ESM with declarations and a README, without sources or tests', () => {
    const files = JSON.parse(readFileSync(join(work, 'files.json'), 'utf8')) as string[];
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('dist/checkout/index.d.ts');
    expect(files).toContain('README.md');
    expect(files.filter((f) => f.startsWith('src/') || /\.test\.(js|ts|d\.ts)$/.test(f))).toEqual([]);
  });

  it('declares only zod, neverthrow and xstate, as peers, and no side effects', () => {
    const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules/@sockshop/core/package.json'), 'utf8'));
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['neverthrow', 'xstate', 'zod']);
    expect(manifest.type).toBe('module');
  });

  it('imports every subpath of its exports map from plain Node, each with named exports', () => {
    const manifest = JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const subpaths = Object.keys(manifest.exports).filter((key) => key !== './package.json');
    expect(subpaths).not.toContain('./*');
    const script = `
      const subpaths = ${JSON.stringify(subpaths)};
      const counts = {};
      for (const subpath of subpaths) counts[subpath] = Object.keys(await import('@sockshop/core' + subpath.slice(1))).length;
      console.log(JSON.stringify(counts));
    `;
    writeFileSync(join(consumer, 'every-subpath.mjs'), script);
    const counts = JSON.parse(run('node', ['every-subpath.mjs'], consumer)) as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual([...subpaths].sort());
    for (const [subpath, count] of Object.entries(counts)) expect(count, subpath).toBeGreaterThan(0);
  });

  it('is imported and called from plain Node through its subpaths', () => {
    const script = `
      import { checkoutPath, checkoutMachine, validatePaymentSessionInput } from '@sockshop/core/checkout';
      import { isCheckoutPath, pageTypeOf } from '@sockshop/core/routing';
      import { assignVariant, SHIPPING_SPEED_EXPERIMENT } from '@sockshop/core/experiments';
      import { shouldSuggest } from '@sockshop/core/interaction';
      import { srcSet } from '@sockshop/core/images';
      import { validateGtmId } from '@sockshop/core/analytics';
      import { MESSAGES } from '@sockshop/core/errors';
      import * as everything from '@sockshop/core';
      import { createActor } from 'xstate';
      const blank = { city: '', firstName: '', lastName: '', postCode: '', country: '', street0: '', street1: '', region: '' };
      const invalid = validatePaymentSessionInput({
        address: { shipping: blank, billing: blank },
        useShippingForBilling: true,
        contact: { email: '', telephone: '', agreements: false, newsletterSubscription: false },
      });
      console.log(JSON.stringify({
        checkout: checkoutPath('de', undefined, { query: '?items=12x1' }).unwrapOr(null),
        undefinedView: checkoutPath('de', 'undefined').isErr(),
        invalid: invalid.isErr() ? invalid.error.message : null,
        checkoutPath: isCheckoutPath('/nl/checkout/cart'),
        pageType: pageTypeOf('happynews'),
        variant: assignVariant(SHIPPING_SPEED_EXPERIMENT, { now: Date.parse('2026-01-01'), market: 'at', random: () => 0 }).variant,
        suggests: [shouldSuggest('so'), shouldSuggest(' soc ')],
        srcset: srcSet('/a.jpg', { widths: [320] }),
        gtm: validateGtmId('GTM-K9X2').isOk(),
        notFound: MESSAGES.pageNotFound('/de/api'),
        machine: createActor(checkoutMachine).start().getSnapshot().value,
        rootExports: Object.keys(everything).includes('startupMachine'),
      }));
    `;
    writeFileSync(join(consumer, 'use-core.mjs'), script);
    const output = JSON.parse(run('node', ['use-core.mjs'], consumer));
    expect(output).toEqual({
      checkout: '/de/checkout/cart?items=12x1',
      undefinedView: true,
      invalid: 'Invalid or incomplete shipping address',
      checkoutPath: true,
      pageType: 'blog',
      variant: 'control',
      suggests: [false, true],
      srcset: '/a.jpg?w=320&q=70 320w',
      gtm: true,
      notFound: 'Page Not Found: /de/api',
      machine: 'cart',
      rootExports: true,
    });
  });
});
