export * from './app-env.js';
export * from './codes.js';
export { CURRENCY_SYMBOLS } from './countries.data.js';
export * from './lookups.js';
export * from './market.schema.js';
export { MARKET_SETS } from './market-sets.js';
export * from './regions.js';
export * from './switch.js';
