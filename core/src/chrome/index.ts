export * from './header-visibility.js';
export * from './logo.js';
export * from './speech-bubble.js';
export * from './timers.js';
export * from './top-banner.js';
export * from './widgets.js';
