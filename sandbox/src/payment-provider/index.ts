export * from './hmac.js';
export * from './payment-provider.js';
export * from './provider.client.js';
export * from './provider.schema.js';
export { TEST_CARDS } from './test-cards.js';
