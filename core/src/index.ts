export * from './cart/index.js';
export * from './catalog/index.js';
export * from './checkout/index.js';
export * from './content/index.js';
export * from './errors.js';
export * from './markets/index.js';
export * from './payments/index.js';
export type * from './ports/index.js';
export { silentLogger } from './ports/index.js';
