export * from './segment.schema.js';
export * from './startup.machine.js';
