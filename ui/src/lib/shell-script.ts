import { splitTestEvents } from '@sockshop/core/analytics';
import {
  type Experiment,
  experimentCookieName,
  isExperimentRunning,
  NOT_PARTICIPATING,
  SHIPPING_SPEED_EXPERIMENT,
} from '@sockshop/core/experiments';

/** The experiments of spec §9 (one today). */
const EXPERIMENTS: readonly Experiment[] = [SHIPPING_SPEED_EXPERIMENT];

/** spec §9: cookie max age 180 days. */
const COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** What the page's first script needs of one running experiment (short keys: it is inlined into every page). */
interface ShellExperiment {
  /** Experiment id, the `data-exp-<id>` attribute on <html>. */
  i: string;
  /** Cookie name (spec §4: named from the experiment id). */
  c: string;
  v: readonly string[];
  w: readonly number[];
  d: string;
  /** Traffic share in percent. */
  t: number;
  /** spec §9: the data-layer events flagged while the visitor takes part (core's `splitTestEvents`). */
  f: readonly string[];
}

/** On <html>, the events to flag (space-separated) while the visitor takes part in a running split test (analytics/data-layer.ts). */
export const SPLIT_EVENTS_ATTRIBUTE = 'data-split-events';

/** The ids of the experiments running on a storefront at `now`: all the browser's data holds of the shell. */
export function runningExperiments(storefront: string | null, now: number): string[] {
  return storefront
    ? EXPERIMENTS.filter((experiment) => isExperimentRunning(experiment, now, storefront)).map((experiment) => experiment.id)
    : [];
}

/** What root's loader sends the browser of the shell: the experiments' ids and the style that shows their variants. */
export function shellData(ids: string[]): { experiments: string[]; style: string } {
  return { experiments: ids, style: shellOf(ids).style };
}

/**
 * The shell's first script and style, before anything paints (DECISIONS 19, docs/decisions.md "Serve path"). Pages are
 * the same for every shopper so that caches can keep them; what is per shopper is decided here, in the browser:
 * - the `uid` cookie (spec §6, the recommendations' session id), created once;
 * - each running experiment's variant, from its cookie or drawn by weight within the traffic share (the rule of core's
 *   `assignVariant`; a test runs this script against it) and kept in the cookie. Both variants are in the HTML and
 *   the style hides the one not drawn, so there is no flicker and no variant in any cache key;
 * - for a visitor inside a test's traffic share, the events to flag as the test's (spec §9) in `data-split-events` on
 *   <html>, so the browser's data layer needs no experiment definitions.
 * The script is plain ES2017 with no imports: it runs inline, allowed by its hash in the CSP.
 * Only the server renders the script (root.tsx): hydration keeps the server's element, so the browser's data carries
 * the experiments' ids and style alone, not the script a second time.
 */
export function shellOf(ids: readonly string[]): { script: string; style: string } {
  const experiments: ShellExperiment[] = EXPERIMENTS.filter((experiment) => ids.includes(experiment.id)).map((experiment) => ({
    i: experiment.id,
    c: experimentCookieName(experiment.id),
    v: experiment.variants,
    w: experiment.weights,
    d: experiment.defaultVariant,
    t: experiment.trafficPercentage,
    f: splitTestEvents([experiment]),
  }));
  return { script: shellScript(experiments), style: variantStyle(experiments) };
}

function shellScript(experiments: ShellExperiment[]): string {
  return `(function(d,E){var s=location.protocol==="https:"?";secure":"",F=[];
function get(n){var m=d.cookie.match(new RegExp("(?:^|; )"+n+"=([^;]*)"));return m?m[1]:null}
function set(n,v){d.cookie=n+"="+v+";path=/;max-age=${COOKIE_MAX_AGE_SECONDS};samesite=lax"+s}
function id(){if(crypto.randomUUID)return crypto.randomUUID();return Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(16)),function(b){return(b+256).toString(16).slice(1)}).join("")}
if(!get("uid"))set("uid",id());
E.forEach(function(e){var v=get(e.c);
if(v!=="${NOT_PARTICIPATING}"&&e.v.indexOf(v)<0){if(Math.random()*100<e.t){var total=e.w.reduce(function(a,b){return a+b},0),r=Math.random()*total,acc=0;v=e.d;for(var k=0;k<e.v.length;k++){acc+=e.w[k];if(r<acc){v=e.v[k];break}}}else v="${NOT_PARTICIPATING}";set(e.c,v)}
d.documentElement.setAttribute("data-exp-"+e.i,v==="${NOT_PARTICIPATING}"?e.d:v);
if(v!=="${NOT_PARTICIPATING}")F=F.concat(e.f)});
if(F.length)d.documentElement.setAttribute("${SPLIT_EVENTS_ATTRIBUTE}",F.join(" "))})(document,${JSON.stringify(experiments)});`;
}

/** Hides every variant but the drawn one; with no script run (JavaScript off) the default variant shows. */
function variantStyle(experiments: ShellExperiment[]): string {
  return experiments
    .flatMap((experiment) =>
      experiment.v.map((variant) => {
        const attribute = `data-exp-${experiment.i}`;
        const element = `[data-exp="${experiment.i}"][data-exp-variant="${variant}"]`;
        return variant === experiment.d
          ? `html[${attribute}]:not([${attribute}="${variant}"]) ${element}{display:none}`
          : `html:not([${attribute}="${variant}"]) ${element}{display:none}`;
      }),
    )
    .join('');
}
