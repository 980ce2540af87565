import { runInNewContext } from 'node:vm';
import { assignVariant, experimentCookieName, SHIPPING_SPEED_EXPERIMENT } from '@sockshop/core/experiments';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPLIT_EVENTS_ATTRIBUTE } from './shell-input';
import { runningExperiments, shellOf } from './shell-script';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const COOKIE = experimentCookieName(SHIPPING_SPEED_EXPERIMENT.id);

/** Runs the shell script as a browser would, with a cookie jar, an <html> element and the given random draws. */
function runShell(script: string, cookies: Record<string, string>, draws: number[] = []) {
  const jar = { ...cookies };
  const attributes: Record<string, string> = {};
  const written: string[] = [];
  const document = {
    get cookie() {
      return Object.entries(jar)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar[name] = value;
    },
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  };
  let draw = 0;
  runInNewContext(script, {
    document,
    location: { protocol: 'https:' },
    crypto: { randomUUID: () => 'generated-uid' },
    Math: { random: () => draws[draw++] ?? 0 },
  });
  return { jar, attributes, written };
}

describe('shell script', () => {
  const { script, style } = shellOf('de', runningExperiments('de', NOW));

  it('gives a new visitor a uid cookie once, for 180 days, secure over https', () => {
    const first = runShell(script, {}, [0.1, 0.1]);
    expect(first.jar.uid).toBe('generated-uid');
    expect(first.written.find((line) => line.startsWith('uid='))).toMatch(/path=\/;max-age=15552000;samesite=lax;secure$/);
    expect(runShell(script, { uid: 'kept' }, [0.1, 0.1]).jar.uid).toBe('kept');
  });

  it('draws the variant by core’s rule, keeps it in the experiment cookie and marks <html> with it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999, noNaN: true }), fc.double({ min: 0, max: 0.999, noNaN: true }), (a, b) => {
        const draws = [a, b];
        let index = 0;
        const expected = assignVariant(SHIPPING_SPEED_EXPERIMENT, { now: NOW, market: 'de', random: () => draws[index++] ?? 0 });
        const { jar, attributes } = runShell(script, { uid: 'u' }, draws);
        expect(jar[COOKIE]).toBe(expected?.variant);
        expect(attributes['data-exp-shipping-speed']).toBe(expected?.variant);
        // Only a visitor inside the traffic share has events flagged: page views and purchases.
        expect(attributes[SPLIT_EVENTS_ATTRIBUTE]).toBe(expected?.participating ? 'page_view purchase' : undefined);
      }),
    );
  });

  it('lists the events to flag for a participant kept in the cookie, and none for a visitor outside the share', () => {
    expect(runShell(script, { uid: 'u', [COOKIE]: 'control' }).attributes[SPLIT_EVENTS_ATTRIBUTE]).toBe('page_view purchase');
    const outside = runShell(script, { uid: 'u', [COOKIE]: '-' });
    expect(outside.attributes['data-exp-shipping-speed']).toBe('control');
    expect(outside.attributes).not.toHaveProperty(SPLIT_EVENTS_ATTRIBUTE);
  });

  it('keeps a stored variant and draws nothing', () => {
    const { jar, attributes, written } = runShell(script, { uid: 'u', [COOKIE]: 'indicator' });
    expect(jar[COOKIE]).toBe('indicator');
    expect(attributes['data-exp-shipping-speed']).toBe('indicator');
    expect(written).toEqual([]);
  });

  it('draws again when the cookie names no current variant', () => {
    expect(runShell(script, { uid: 'u', [COOKIE]: 'retired' }, [0.1, 0.9]).jar[COOKIE]).toBe('indicator');
  });

  it('runs no experiment outside its markets, and then hides nothing', () => {
    const uk = shellOf('uk', runningExperiments('uk', NOW));
    expect(runShell(uk.script, { uid: 'u' }, [0.1, 0.1]).attributes).toEqual({});
    expect(uk.style).toBe('');
  });

  it('hides the variants not drawn; without the script the default variant shows', () => {
    expect(style).toContain(
      'html:not([data-exp-shipping-speed="indicator"]) [data-exp="shipping-speed"][data-exp-variant="indicator"]{display:none}',
    );
    expect(style).toContain(
      'html[data-exp-shipping-speed]:not([data-exp-shipping-speed="control"]) [data-exp="shipping-speed"][data-exp-variant="control"]{display:none}',
    );
  });
});

describe('the product page', () => {
  it('names the shipping-speed experiment as core does', async () => {
    const { SHIPPING_SPEED } = await import('../components/shared/Experiment');
    expect(SHIPPING_SPEED).toBe(SHIPPING_SPEED_EXPERIMENT.id);
  });
});
