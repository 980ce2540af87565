/**
 * The program of the shell's inline script, the first thing in <head>. esbuild bundles it with the core rules it calls
 * when the app is built (scripts/shell-program-module.ts), so a visitor is assigned a variant by core's own
 * `resolveAssignment`, the code its tests prove, not by a copy of it. The server wraps the bundle in a function of the
 * two parameters declared here (`SHELL_PARAMETERS`) and calls it with the page's values (shell-script.ts).
 */
import { assignmentCookieValue, experimentCookieName, resolveAssignment } from '@sockshop/core/experiments';
import { SHELL_COOKIE_MAX_AGE_SECONDS, type ShellExperiment, SPLIT_EVENTS_ATTRIBUTE } from './shell-input';

declare const shellMarket: string;
declare const shellExperiments: readonly ShellExperiment[];

const secure = location.protocol === 'https:' ? ';secure' : '';

function readCookie(name: string): string | null {
  return document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1] ?? null;
}

function writeCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from Firefox and older Safari; the variant must be on <html> before the first paint.
  document.cookie = `${name}=${value};path=/;max-age=${SHELL_COOKIE_MAX_AGE_SECONDS};samesite=lax${secure}`;
}

/** A random id; browsers without `randomUUID` (older Safari) get 32 hex digits from `getRandomValues`. */
function newId(): string {
  if (crypto.randomUUID) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte + 256).toString(16).slice(1)).join('');
}

// The recommendations' session id, created once.
if (!readCookie('uid')) writeCookie('uid', newId());

const flagged: string[] = [];
for (const [experiment, events] of shellExperiments) {
  const cookie = experimentCookieName(experiment.id);
  const stored = readCookie(cookie);
  const assignment = resolveAssignment(experiment, stored, { now: Date.now(), market: shellMarket, random: Math.random });
  // Null once the experiment has ended since the page was cached: the style then shows the default variant.
  if (!assignment) continue;
  const value = assignmentCookieValue(assignment);
  if (value !== stored) writeCookie(cookie, value);
  document.documentElement.setAttribute(`data-exp-${experiment.id}`, assignment.variant);
  if (assignment.participating) flagged.push(...events);
}
if (flagged.length > 0) document.documentElement.setAttribute(SPLIT_EVENTS_ATTRIBUTE, flagged.join(' '));
