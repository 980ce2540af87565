export * from './blocks.schema.js';
export * from './content-page.schema.js';
export * from './normalize-chrome.js';
export * from './published-story.js';
export * from './shared.schema.js';
