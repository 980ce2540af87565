export type { SearchFault } from './guards.js';
export { MEDIA_WIDTHS, PLACEHOLDER_WIDTH } from './media.js';
export { WIDGETS } from './recommendations.js';
export { type SearchSandbox, type SearchSandboxOptions, startSearchSandbox } from './search.sandbox.js';
