export * from './order.schema.js';
