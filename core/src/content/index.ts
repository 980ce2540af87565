export * from './blocks.schema.js';
export * from './content-page.schema.js';
export * from './default-translations.js';
export * from './fallback-texts.js';
export * from './normalize-chrome.js';
export * from './published-story.js';
export * from './shared.schema.js';
export * from './shared-settings.js';
