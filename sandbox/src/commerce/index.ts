export { type CommerceSandboxOptions, startCommerceSandbox } from './commerce.sandbox.js';
export { DISCOUNT_CODES } from './discounts.js';
export { MAX_LINE_QUANTITY } from './service-errors.js';
