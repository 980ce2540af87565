import type { ExperimentRule } from '@sockshop/core/experiments';

/**
 * What the server hands the shell's program in the page, as the parameters of the function around it: the storefront
 * (the market core's experiment rules check) and each experiment running there: its rule (what assignment reads) and the
 * analytics events to flag while the visitor takes part (core's `splitTestEvents`, worked out by the server so the
 * program does not carry that code). Every page carries them, so they hold no more than that.
 */
export type ShellExperiment = readonly [rule: ExperimentRule, flaggedEvents: readonly string[]];

/** The names of the program's two parameters (shell-script.ts passes them, shell-program.ts reads them). */
export const SHELL_PARAMETERS = ['shellMarket', 'shellExperiments'] as const;

/** On <html>, the events to flag (space-separated) while the visitor takes part in a running split test (analytics/data-layer.ts). */
export const SPLIT_EVENTS_ATTRIBUTE = 'data-split-events';

/** How long the `uid` and experiment cookies live: 180 days. */
export const SHELL_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
