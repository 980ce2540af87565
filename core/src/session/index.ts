export * from './segment.js';
export * from './startup.machine.js';
