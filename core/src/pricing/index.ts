export * from './discount.js';
export * from './exchange.js';
export * from './format-price.js';
export * from './free-shipping.js';
export * from './money.js';
export * from './tax.js';
export * from './totals.js';
