export * from './category.schema.js';
export * from './product.schema.js';
export * from './search.schema.js';
