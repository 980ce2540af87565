import { z } from 'zod';

// Experiment. Dates are ISO 8601; an absent end date means open-ended.
export const ExperimentSchema = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    variants: z.array(z.string().min(1)).min(1),
    weights: z.array(z.number().nonnegative()),
    defaultVariant: z.string().min(1),
    active: z.boolean(),
    trafficPercentage: z.number().min(0).max(100),
    /** Lower-case market codes (country or storefront); when non-empty, only these take part. */
    includedMarkets: z.array(z.string()).default([]),
    excludedMarkets: z.array(z.string()).default([]),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }).nullish(),
    /** Analytics event names flagged as part of this split test. */
    eventNames: z.array(z.string()).default([]),
  })
  .refine((e) => e.weights.length === e.variants.length, { message: 'One weight per variant', path: ['weights'] })
  .refine((e) => e.variants.includes(e.defaultVariant), {
    message: 'The default variant must be one of the variants',
    path: ['defaultVariant'],
  });
export type Experiment = z.infer<typeof ExperimentSchema>;
