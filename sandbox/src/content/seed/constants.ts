import type { SeedDatasourceEntry } from '../content.types.js';

// Datasource `constants`: the shop's settings (page sizes, limits and timings); a few differ per dimension (language).
export const constantEntries: SeedDatasourceEntry[] = [
  { name: 'productListPageSize', value: '64' },
  { name: 'outletPageSize', value: '152' },
  { name: 'catalogueLimit', value: '64' },
  { name: 'catalogueOffset', value: '0' },
  { name: 'priceFilterMin', value: '0' },
  { name: 'priceFilterMax', value: '300' },
  { name: 'basketRecommendationsLimit', value: '8' },
  { name: 'suggestMinLength', value: '3' },
  { name: 'suggestLimitMobile', value: '4' },
  { name: 'suggestLimitDesktop', value: '8' },
  { name: 'idleTimeoutMs', value: '60000' },
  { name: 'logoCollapseMs', value: '4000' },
  { name: 'speechBubbleSearchResultMs', value: '3000' },
  { name: 'speechBubbleSearchFocusMs', value: '3000' },
  { name: 'newsletterDebounceMs', value: '500' },
  { name: 'cookieMaxAgeDays', value: '180' },
  { name: 'topBannerScrollLimit', value: '40' },
  {
    name: 'customerServiceEmail',
    value: 'hello@sockshop.example',
    dimensions: { de: 'hallo@sockshop.example', nl: 'hallo@sockshop.example', fr: 'bonjour@sockshop.example' },
  },
  {
    name: 'customerServicePhone',
    value: '+44 20 0000 0000',
    dimensions: { de: '+49 30 0000 0000', nl: '+31 20 000 0000', fr: '+33 1 00 00 00 00' },
  },
];
