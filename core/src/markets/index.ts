export * from './address-regions.js';
export * from './app-env.js';
export * from './codes.js';
export * from './lookups.js';
export * from './market.schema.js';
export * from './regions.js';
export * from './switch.js';
export * from './us-english.js';
