import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { type DomainError, domainError } from '../errors.js';
import type { Logger } from '../ports/logger.port.js';
import { type Footer, FooterSchema, type Navigation, type TopBanner, TopBannerSchema } from './blocks.schema.js';
import { normalizeNavigation, normalizeSpeechBubble, type SpeechBubbleContent } from './normalize-chrome.js';
import {
  type CheckoutBanner,
  CheckoutBannerSchema,
  type ErrorPageContent,
  ErrorPageSchema,
  type FreeShipping,
  FreeShippingSchema,
  type NewsletterContent,
  NewsletterContentSchema,
  type SizeGuides,
  SizeGuidesSchema,
} from './shared.schema.js';

/** The settings stories of the shared content folder as the shop uses them, by the name the content port reads them under. */
export interface SharedSettings {
  navigation: Navigation;
  footer: Footer;
  topBanner: TopBanner;
  freeShipping: FreeShipping;
  newsletter: NewsletterContent;
  sizeGuides: SizeGuides;
  checkoutBanner: CheckoutBanner;
  speechBubble: SpeechBubbleContent;
  errorPage: ErrorPageContent;
}
export type SharedSettingName = keyof SharedSettings;

/** A setting's story: its slug under the storefront's (or `_default`'s) folder, and how its content becomes the value. */
type Setting<T> = { slug: string; part: string } & (
  | { schema: z.ZodType<T> }
  /** Parts with rules of their own (a broken submenu leaves its link); they log what they refuse. */
  | { normalize: (raw: unknown, logger: Logger) => T | null }
);

const SETTINGS: { [K in SharedSettingName]: Setting<SharedSettings[K]> } = {
  navigation: { slug: 'shared/navigation', part: 'header navbar', normalize: normalizeNavigation },
  footer: { slug: 'shared/footer', part: 'footer', schema: FooterSchema },
  topBanner: { slug: 'shared/top-banner', part: 'top banner', schema: TopBannerSchema },
  freeShipping: { slug: 'shared/free-shipping', part: 'free shipping', schema: FreeShippingSchema },
  newsletter: { slug: 'shared/newsletter', part: 'newsletter', schema: NewsletterContentSchema },
  sizeGuides: { slug: 'shared/size-guides', part: 'size guides', schema: SizeGuidesSchema },
  checkoutBanner: { slug: 'shared/checkout-banner', part: 'checkout banner', schema: CheckoutBannerSchema },
  speechBubble: { slug: 'shared/speech-bubble', part: 'speech bubble', normalize: normalizeSpeechBubble },
  errorPage: { slug: 'shared/error-page', part: 'error page', schema: ErrorPageSchema },
};

/** Worded as the navbar's and the speech bubble's own messages (MESSAGES.normalizing…). */
const normalizingMessage = (part: string) => `Error while normalizing ${part}`;

function settingValue<T>(setting: Setting<T>, raw: unknown, logger: Logger): T | null {
  if ('normalize' in setting) return setting.normalize(raw, logger);
  const parsed = setting.schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  logger.error(normalizingMessage(setting.part), { issues: parsed.error.issues.slice(0, 3).map((issue) => issue.path.join('.')) });
  return null;
}

/** Where a setting's story lives, below the storefront's folder with `_default` as fallback. */
export const sharedSettingSlug = (name: SharedSettingName): string => SETTINGS[name].slug;

/**
 * A setting story's content as the shop's value. Content of another shape is the content service's answer the shop cannot
 * use: logged as an 'Error while normalizing …' and refused as UPSTREAM_CONTRACT, so it is not kept as an answer.
 */
export function parseSharedSetting<K extends SharedSettingName>(
  name: K,
  raw: unknown,
  logger: Logger,
): Result<SharedSettings[K], DomainError<'UPSTREAM_CONTRACT'>> {
  const setting: Setting<SharedSettings[K]> = SETTINGS[name];
  const value = settingValue(setting, raw, logger);
  return value === null ? err(domainError('UPSTREAM_CONTRACT', normalizingMessage(setting.part))) : ok(value);
}
