export * from './early-bird.js';
export type { EcommerceEvent } from './ecommerce-event.js';
export * from './events.js';
export * from './gtm.js';
export * from './impressions.js';
export * from './items.js';
export * from './purchase-event.js';
