export * from './assignment.js';
export * from './experiment.schema.js';
export * from './shipping-speed.js';
export * from './split-test.js';
