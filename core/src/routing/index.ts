export * from './banner.js';
export * from './blocked.js';
export * from './chrome.js';
export * from './links.js';
export * from './page-type.js';
export * from './paths.js';
export * from './routes.js';
export * from './storefront-path.js';
