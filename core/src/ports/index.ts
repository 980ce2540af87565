export type * from './catalog.port.js';
export type * from './commerce.port.js';
export type * from './content.port.js';
export type * from './logger.port.js';
export { silentLogger } from './logger.port.js';
export type * from './newsletter.port.js';
export type * from './payments.port.js';
export type * from './rates.port.js';
export type * from './shop-services.js';
