export * from './product.schema.js';
export * from './search.schema.js';
export * from './category.schema.js';
