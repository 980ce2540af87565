export * from './order.schema.js';
export * from './order-status.js';
export * from './payment-errors.js';
export * from './payment-methods.js';
export * from './place-order.js';
