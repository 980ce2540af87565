export * from './blocks.schema.js';
export * from './story.schema.js';
