export * from './cart.schema.js';
export * from './raw-cart.schema.js';
export * from './shipping-method.schema.js';
