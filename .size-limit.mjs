// Budgets: at most 125 KiB gzip of JavaScript loaded by each page type (`npm test` runs `npx size-limit` after
// the build). The files of each page type come from the build's React Router manifest (scripts/first-load-js.mjs), so the
// budgets follow the hashed names of every build.
import { BUDGET_KIB, firstLoadFiles, PAGE_TYPES } from './scripts/first-load-js.mjs';

export default Object.entries(firstLoadFiles()).map(([pageType, files]) => ({
  name: `${pageType} (${PAGE_TYPES[pageType].example})`,
  path: files,
  limit: `${BUDGET_KIB} KiB`,
  gzip: true,
}));
