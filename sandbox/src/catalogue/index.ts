export * from './attributes.js';
export * from './generate.js';
export * from './prices.js';
export * from './vocabulary.js';
