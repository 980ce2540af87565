export * from './bouncing-balls.js';
export * from './mobile-menu.js';
export * from './newsletter.machine.js';
export * from './newsletter-interaction.js';
export * from './search-input.js';
export * from './search-input.machine.js';
