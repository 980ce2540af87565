import { experimentCookieName, parseAssignmentCookie } from '../experiments/assignment.js';
import type { Experiment } from '../experiments/experiment.schema.js';

/**
 * spec §9: the split tests a visitor's events belong to: experiments that run where the visitor is (`isRunning`) and
 * whose cookie (spec §4: named from the experiment id) holds a variant, not the mark of a visitor outside the traffic
 * share. These are the running tests `withSplitTestFlag` flags events for.
 */
export function visitorSplitTests(
  experiments: readonly Experiment[],
  isRunning: (experimentId: string) => boolean,
  cookie: (name: string) => string | null,
): Experiment[] {
  return experiments.filter(
    (experiment) =>
      isRunning(experiment.id) && parseAssignmentCookie(experiment, cookie(experimentCookieName(experiment.id)))?.participating === true,
  );
}
