import type { Experiment } from './experiment.schema.js';

/** A shipping-speed indicator on product pages, 50/50, 100% of traffic, in de, nl, be and at. */
export const SHIPPING_SPEED_EXPERIMENT: Experiment = {
  id: 'shipping-speed',
  name: 'Shipping speed indicator on product pages',
  variants: ['control', 'indicator'],
  weights: [50, 50],
  defaultVariant: 'control',
  active: true,
  trafficPercentage: 100,
  includedMarkets: ['de', 'nl', 'be', 'at'],
  excludedMarkets: [],
  // The spec gives no dates; open-ended from the start of 2025.
  startDate: '2025-01-01T00:00:00.000Z',
  endDate: null,
  eventNames: [],
};
