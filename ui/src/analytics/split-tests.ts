import { visitorSplitTests } from '@sockshop/core/analytics';
import { type Experiment, SHIPPING_SPEED_EXPERIMENT } from '@sockshop/core/experiments';

/** The experiments whose events may be flagged (spec §9); the shell script (lib/shell-script.server.ts) runs the same. */
const EXPERIMENTS: readonly Experiment[] = [SHIPPING_SPEED_EXPERIMENT];

function cookie(name: string): string | null {
  const found = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return found === undefined ? null : found.slice(name.length + 1);
}

/**
 * The running split tests this visitor takes part in. The shell script marks an experiment that runs on this storefront
 * with `data-exp-<id>` on <html> and keeps the visitor's draw in the experiment's cookie; read at each event, since
 * the first page view may come before anything else has run.
 */
export function currentSplitTests(): Experiment[] {
  const root = document.documentElement;
  return visitorSplitTests(EXPERIMENTS, (id) => root.hasAttribute(`data-exp-${id}`), cookie);
}
