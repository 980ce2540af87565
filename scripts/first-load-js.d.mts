// Types of scripts/first-load-js.mjs for the TypeScript that shares its page types and budget (tests/e2e/js-budget.spec.ts).
export const PAGE_TYPES: Readonly<Record<string, { example: string; routes: string[] }>>;
export const BUDGET_KIB: number;
export const BUDGET_BYTES: number;
export function readRouteManifest(dir?: string): { file: string; manifest: unknown };
export function firstLoadFiles(dir?: string): Record<string, string[]>;
