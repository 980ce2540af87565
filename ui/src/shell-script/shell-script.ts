import program from 'virtual:shell-program';
import { splitTestEvents } from '@sockshop/core/analytics';
import { type Experiment, type ExperimentRule, isExperimentRunning, SHIPPING_SPEED_EXPERIMENT } from '@sockshop/core/experiments';
import { SHELL_PARAMETERS, type ShellExperiment } from './shell-input';

/** The shop's experiments (one today). */
const EXPERIMENTS: readonly Experiment[] = [SHIPPING_SPEED_EXPERIMENT];

/** The ids of the experiments running on a storefront at `now`. */
export function runningExperiments(storefront: string | null, now: number): string[] {
  return storefront
    ? EXPERIMENTS.filter((experiment) => isExperimentRunning(experiment, now, storefront)).map((experiment) => experiment.id)
    : [];
}

/**
 * The shell's first script and style, before anything paints (docs/decisions.md, "Serve path" and "Experiments"). Pages are
 * the same for every shopper so that caches can keep them; what is per shopper is decided in the browser by the program
 * of shell-program.ts, which runs core's experiment rules (bundled from core when the app is built):
 * - the `uid` cookie (the recommendations' session id), created once;
 * - each running experiment's variant, from its cookie or drawn by weight within the traffic share (core's
 *   `resolveAssignment`), kept in the cookie. Both variants are in the HTML and the style hides the one not drawn, so
 *   there is no flicker and no variant in any cache key;
 * - for a visitor inside a test's traffic share, the events to flag as the test's in `data-split-events` on <html>, so
 *   the browser's data layer needs no experiment definitions.
 * The script has no imports: it runs inline, allowed by its hash in the CSP.
 * Only the server renders the script and the style (root.tsx): hydration keeps the server's elements, so the browser's
 * data carries the storefront and the experiments' ids alone, not the script and the style a second time.
 */
export function shellOf(storefront: string | null, ids: readonly string[]): { script: string; style: string } {
  const experiments = EXPERIMENTS.filter((experiment) => ids.includes(experiment.id));
  const input: ShellExperiment[] = experiments.map((experiment) => [ruleOf(experiment), splitTestEvents([experiment])]);
  // `<` escaped: the values are inline in a <script> element, which a `</script` in them would end.
  const values = [storefront ?? '', input].map((value) => JSON.stringify(value).replace(/</g, '\\u003c'));
  return { script: `(function(${SHELL_PARAMETERS.join(',')}){${program}})(${values.join(',')});`, style: variantStyle(experiments) };
}

function ruleOf({ name: _name, eventNames: _eventNames, ...rule }: Experiment): ExperimentRule {
  return rule;
}

/** Hides every variant but the drawn one; with no script run (JavaScript off) the default variant shows. */
function variantStyle(experiments: readonly Experiment[]): string {
  return experiments
    .flatMap((experiment) =>
      experiment.variants.map((variant) => {
        const attribute = `data-exp-${experiment.id}`;
        const element = `[data-exp="${experiment.id}"][data-exp-variant="${variant}"]`;
        return variant === experiment.defaultVariant
          ? `html[${attribute}]:not([${attribute}="${variant}"]) ${element}{display:none}`
          : `html:not([${attribute}="${variant}"]) ${element}{display:none}`;
      }),
    )
    .join('');
}
