import type { Experiment } from './experiment.schema.js';

/**
 * What assigning a variant reads of an experiment: not its name, nor the analytics events it flags. The shell script
 * carries this much of each running experiment in every page.
 */
export type ExperimentRule = Omit<Experiment, 'name' | 'eventNames'>;

export interface Assignment {
  experimentId: string;
  variant: string;
  /** False for visitors outside the traffic share: they see the default variant and are not counted. */
  participating: boolean;
}

export interface AssignmentContext {
  /** Epoch milliseconds. */
  now: number;
  /** The visitor's market (country or storefront code, any case). */
  market: string;
  /** Injected randomness in [0, 1). */
  random: () => number;
}

/** Only inside the start and end dates (both inclusive). */
export function isInDateWindow(experiment: Pick<Experiment, 'startDate' | 'endDate'>, now: number): boolean {
  const start = Date.parse(experiment.startDate);
  const end = experiment.endDate ? Date.parse(experiment.endDate) : Number.POSITIVE_INFINITY;
  return now >= start && now <= end;
}

/** The market is included (when a list is given) or not excluded. */
export function isMarketEligible(experiment: Pick<Experiment, 'includedMarkets' | 'excludedMarkets'>, market: string): boolean {
  const code = market.toLowerCase();
  const lower = (list: readonly string[]) => list.map((entry) => entry.toLowerCase());
  if (experiment.includedMarkets.length > 0) return lower(experiment.includedMarkets).includes(code);
  return !lower(experiment.excludedMarkets).includes(code);
}

export function isExperimentRunning(experiment: ExperimentRule, now: number, market: string): boolean {
  return experiment.active && isInDateWindow(experiment, now) && isMarketEligible(experiment, market);
}

/** A variant by weight: `draw` in [0, 1) picks the variant whose cumulative share covers it. */
export function pickWeighted(variants: readonly string[], weights: readonly number[], draw: number, fallback: string): string {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return fallback;
  let cumulative = 0;
  const target = draw * total;
  for (const [index, variant] of variants.entries()) {
    cumulative += weights[index] ?? 0;
    if (target < cumulative) return variant;
  }
  return variants.findLast((_, index) => (weights[index] ?? 0) > 0) ?? fallback;
}

/**
 * A visitor is assigned a variant at random by weights within the traffic share, only while the
 * experiment is active, inside its dates and the market takes part. Null when the experiment does not apply.
 */
export function assignVariant(experiment: ExperimentRule, context: AssignmentContext): Assignment | null {
  if (!isExperimentRunning(experiment, context.now, context.market)) return null;
  const inTraffic = context.random() * 100 < experiment.trafficPercentage;
  if (!inTraffic) return { experimentId: experiment.id, variant: experiment.defaultVariant, participating: false };
  const variant = pickWeighted(experiment.variants, experiment.weights, context.random(), experiment.defaultVariant);
  return { experimentId: experiment.id, variant, participating: true };
}

/** The assignment is kept in a cookie named from the experiment id. */
export function experimentCookieName(experimentId: string): string {
  return `exp_${experimentId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** Stored value for visitors outside the traffic share. */
export const NOT_PARTICIPATING = '-';

export function assignmentCookieValue(assignment: Assignment): string {
  return assignment.participating ? assignment.variant : NOT_PARTICIPATING;
}

/** A stored assignment, or null when the cookie is absent or names no current variant. */
export function parseAssignmentCookie(experiment: ExperimentRule, value: string | null | undefined): Assignment | null {
  if (value === NOT_PARTICIPATING) return { experimentId: experiment.id, variant: experiment.defaultVariant, participating: false };
  if (value && experiment.variants.includes(value)) return { experimentId: experiment.id, variant: value, participating: true };
  return null;
}

/** The cookie's assignment while the experiment runs, else a fresh one; null when it does not apply. */
export function resolveAssignment(
  experiment: ExperimentRule,
  cookieValue: string | null | undefined,
  context: AssignmentContext,
): Assignment | null {
  if (!isExperimentRunning(experiment, context.now, context.market)) return null;
  return parseAssignmentCookie(experiment, cookieValue) ?? assignVariant(experiment, context);
}
