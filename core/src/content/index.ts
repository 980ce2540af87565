export * from './blocks.schema.js';
export * from './shared.schema.js';
export * from './story.schema.js';
