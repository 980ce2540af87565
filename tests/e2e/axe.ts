import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page; each violation as `rule: targets`. Transitions that end (a logo
 * collapsing, a dialog fading in) are waited for first: a colour measured halfway through one is no finding, and when
 * one starts depends on how busy the machine is. Endless animations (the marquee) are measured as they run.
 * `exclude` leaves out what axe cannot judge here (the payment provider's card form is another origin's frame).
 */
export async function axeViolations(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<string[]> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: it is measured as it stands.
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async (excluded) => {
    type Axe = { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // axe is injected into this page only: a frame's content is its own page's test.
      iframes: false,
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  }, exclude);
}
