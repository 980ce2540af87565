export * from './srcset.js';
