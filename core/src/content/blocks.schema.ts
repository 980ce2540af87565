import { z } from 'zod';
import { RichTextSchema } from './content-page.schema.js';

// The content blocks pages are built from. The sandbox seeds them, the ui renders them.

/** A Storyblok multilink; `cached_url` is the stored target (top banner). */
export const LinkSchema = z.object({
  linktype: z.enum(['url', 'story', 'email', 'asset']).default('url'),
  url: z.string().default(''),
  cached_url: z.string().default(''),
  target: z.string().optional(),
});
export type Link = z.infer<typeof LinkSchema>;

const AssetSchema = z.object({ filename: z.string(), alt: z.string().default('') });

const block = <C extends string, S extends z.ZodRawShape>(component: C, shape: S) =>
  z.looseObject({ _uid: z.string(), component: z.literal(component), ...shape });

export const HeroBlockSchema = block('hero', {
  title: z.string(),
  subtitle: z.string().default(''),
  image: AssetSchema,
  cta_label: z.string().default(''),
  cta_link: LinkSchema.optional(),
  background_color: z.string().default(''),
});
export const PromoBlockSchema = block('promo', {
  title: z.string(),
  text: z.string().default(''),
  image: AssetSchema.optional(),
  link: LinkSchema.optional(),
  link_label: z.string().default(''),
});
/** Products come from the catalog: a category slug or a recommendation widget. */
export const ProductListBlockSchema = block('product_list', {
  title: z.string(),
  category: z.string().default(''),
  widget_id: z.string().default(''),
  limit: z.coerce.number().int().positive().max(64).default(8),
});
export const BlurbBlockSchema = block('blurb', { title: z.string(), text: z.string(), icon: z.string().default('') });
export const AccordionBlockSchema = block('accordion', {
  title: z.string().default(''),
  items: z.array(z.object({ _uid: z.string(), title: z.string(), body: RichTextSchema })),
});
export const NewsletterBlockSchema = block('newsletter', {
  title: z.string(),
  subtitle: z.string().default(''),
  button: z.string(),
  legal: z.string().default(''),
  placeholder: z.string().default(''),
  successMessage: z.string(),
  errorMessage: z.string(),
});
export const FaqBlockSchema = block('faq', {
  title: z.string(),
  questions: z.array(z.object({ _uid: z.string(), question: z.string(), answer: RichTextSchema })),
});
export const SocialLinksBlockSchema = block('social_links', {
  title: z.string().default(''),
  links: z.array(
    z.object({ _uid: z.string(), network: z.enum(['instagram', 'facebook', 'youtube', 'tiktok', 'external']), url: z.string() }),
  ),
});
export const VideoBlockSchema = block('video', {
  title: z.string().default(''),
  src: z.string(),
  poster: z.string().default(''),
  captions: z.string().default(''),
});
export const RichTextBlockSchema = block('rich_text', { body: RichTextSchema });

export const ContentBlockSchema = z.discriminatedUnion('component', [
  HeroBlockSchema,
  PromoBlockSchema,
  ProductListBlockSchema,
  BlurbBlockSchema,
  AccordionBlockSchema,
  NewsletterBlockSchema,
  FaqBlockSchema,
  SocialLinksBlockSchema,
  VideoBlockSchema,
  RichTextBlockSchema,
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

/** A content page's root block: `page` (home, landing, category intro, about-us, …) with a body of blocks. */
export const PageContentSchema = z.looseObject({
  component: z.literal('page'),
  title: z.string().default(''),
  seo_title: z.string().default(''),
  seo_description: z.string().default(''),
  body: z.array(z.looseObject({ _uid: z.string(), component: z.string() })).default([]),
});

// Page chrome, stored in the shared content folder.
const NavLinkSchema = z.object({
  text: z.string(),
  url: z.string(),
  disabled: z.boolean().default(false),
  isHighlighted: z.boolean().default(false),
});
/** A submenu, keyed by its nav item's uid: sections with a name and links. */
export const SubmenuSectionsSchema = z.array(z.object({ name: z.string(), links: z.array(NavLinkSchema) })).default([]);
const NavItemSchema = z.object({
  _uid: z.string(),
  text: z.string(),
  url: z.string(),
  sections: SubmenuSectionsSchema,
});
export const NavigationSchema = z.looseObject({ component: z.literal('navigation'), items: z.array(NavItemSchema) });
/** The header navbar without its submenus, which are checked one by one (a broken submenu leaves its link). */
export const NavbarSchema = z.looseObject({
  component: z.literal('navigation'),
  items: z.array(NavItemSchema.omit({ sections: true }).extend({ sections: z.unknown() })),
});
export type Navigation = z.infer<typeof NavigationSchema>;

export const FooterSchema = z.looseObject({
  component: z.literal('footer'),
  block_one: z.object({ title: z.string(), top_links: z.array(NavLinkSchema), bottom_links: z.array(NavLinkSchema) }),
  block_two: z.object({ title: z.string(), links: z.array(NavLinkSchema) }),
  social_links: SocialLinksBlockSchema.shape.links,
  bottom_bar_links: z.array(NavLinkSchema),
  copyright: z.string(),
});
export type Footer = z.infer<typeof FooterSchema>;

/** Message looked up by lower-cased country code, then storefront code. */
export const TopBannerSchema = z.looseObject({
  component: z.literal('top_banner'),
  messages: z.array(
    z.object({
      key: z.string(),
      message: z.string(),
      background_color: z.string().default(''),
      link: LinkSchema.optional(),
      linkUs: LinkSchema.optional(),
    }),
  ),
});
export type TopBanner = z.infer<typeof TopBannerSchema>;
