export * from './checkout-info.schema.js';
