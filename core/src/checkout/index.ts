export * from './address.js';
export * from './checkout.machine.js';
export * from './checkout-info.schema.js';
export * from './checkout-model.js';
export * from './checkout-path.js';
export * from './views.js';
