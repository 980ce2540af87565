import { z } from 'zod';
import { COUNTRY_CODES } from '../markets/codes.js';
import { LinkSchema } from './blocks.schema.js';
import { RichTextSchema } from './content-page.schema.js';

// The settings stories of the shared content folder ({prefix}/shared/…).

/** Newsletter texts. */
export const NewsletterSettingsSchema = z.looseObject({
  component: z.literal('newsletter_settings'),
  title: z.string(),
  subtitle: z.string().default(''),
  button: z.string(),
  legal: z.string().default(''),
  /** The email field's placeholder. */
  placeholder: z.string().default(''),
  successMessage: z.string(),
  errorMessage: z.string(),
});

/** Checkout banner: shown on the checkout pages; its message is plain or rich text. */
export const CheckoutBannerSchema = z.looseObject({
  component: z.literal('checkout_banner'),
  message: z.union([z.string(), RichTextSchema]),
  background_color: z.string().default(''),
  link: LinkSchema.optional(),
});

/** Speech bubble states; `{count}` and `{term}` are filled in by the ui. */
export const SpeechBubbleSchema = z.looseObject({
  component: z.literal('speech_bubble'),
  addToCart: z.string(),
  menuExpanded: z.string(),
  resultsFound: z.string(),
  searchFocused: z.string(),
  searchResult: z.string(),
});

/** Segment fields default to empty arrays; hideNewsletter defaults to true. */
export const SegmentSchema = z.object({
  uid: z.string(),
  id: z.string(),
  utmCampaigns: z.array(z.string()).default([]),
  utmContents: z.array(z.string()).default([]),
  hideNewsletter: z.boolean().default(true),
});
export const SegmentsSchema = z.looseObject({ component: z.literal('segments'), segments: z.array(SegmentSchema) });

export const PopupsSchema = z.looseObject({
  component: z.literal('popups'),
  popups: z.array(
    z.object({
      _uid: z.string(),
      segment: z.string(),
      title: z.string(),
      body: RichTextSchema,
      delay_seconds: z.coerce.number().default(0),
    }),
  ),
});

/** Segmented upsells; variables are the recommendation widget's `$…` variables. */
export const UpsellsSchema = z.looseObject({
  component: z.literal('upsells'),
  upsells: z.array(
    z.object({
      identifier: z.string(),
      widgetId: z.string(),
      description: z.string().default(''),
      variables: z.array(z.object({ key: z.string(), value: z.string() })).default([]),
    }),
  ),
});

/** Storyblok's table field: a head row and body rows of cells. */
const TableSchema = z.object({
  thead: z.array(z.object({ _uid: z.string(), value: z.string() })),
  tbody: z.array(z.object({ _uid: z.string(), body: z.array(z.object({ _uid: z.string(), value: z.string() })) })),
});
export const SizeGuidesSchema = z.looseObject({
  component: z.literal('size_guides'),
  guides: z.array(z.object({ _uid: z.string(), key: z.string(), title: z.string(), table: TableSchema })),
});

/** Facets. */
export const FacetSettingSchema = z.object({
  key: z.string(),
  apiId: z.string(),
  type: z.enum(['facet', 'filter']),
  translationKey: z.string(),
  queryParam: z.string(),
  apiItemsPrefix: z.string().default(''),
});
export const FacetsSchema = z.looseObject({ component: z.literal('facets'), facets: z.array(FacetSettingSchema) });

/** A threshold in major units per country (as an editor types it: "49"); the ui reads a non-numeric amount as 0. */
export const FreeShippingSchema = z.looseObject({
  component: z.literal('free_shipping'),
  thresholds: z.array(z.object({ country: z.enum(COUNTRY_CODES), amount: z.string() })),
});

/** Error page: a rich-text description under the 'cantFindIt' title. */
export const ErrorPageSchema = z.looseObject({ component: z.literal('error_page'), description: RichTextSchema });

/** The content of a category's page (content {name, id}); `id` is the catalogue's category slug. */
export const CategoryContentSchema = z.looseObject({ component: z.literal('category'), name: z.string().min(1), id: z.string().min(1) });

export type FreeShipping = z.infer<typeof FreeShippingSchema>;
/** What the shop reads of the newsletter story: the form falls back to translation keys for a text the story lacks. */
export const NewsletterContentSchema = NewsletterSettingsSchema.partial({
  title: true,
  button: true,
  successMessage: true,
  errorMessage: true,
});
export type NewsletterContent = z.infer<typeof NewsletterContentSchema>;
export type SizeGuides = z.infer<typeof SizeGuidesSchema>;
export type CheckoutBanner = z.infer<typeof CheckoutBannerSchema>;
export type ErrorPageContent = z.infer<typeof ErrorPageSchema>;
