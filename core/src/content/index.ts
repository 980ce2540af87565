export * from './story.schema.js';
