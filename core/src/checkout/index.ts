export * from './address.js';
export * from './checkout.machine.js';
export * from './checkout-info.schema.js';
export * from './views.js';
