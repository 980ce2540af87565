import type { Category } from '@sockshop/core/catalog';

/** One step of the trail: its name and the path of its page. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList (search engines read the page's place in the shop), with absolute URLs. */
export function breadcrumbStructuredData(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/**
 * The trail to a category (`adults/socks`): the storefront's home, then each level of the slug the content names as a
 * category, ending at the category itself (named `title` when the content has no category for it).
 */
export function categoryCrumbs(
  slug: string,
  storefront: string,
  categories: readonly Pick<Category, 'content'>[],
  names: { home: string; title?: string },
): Crumb[] {
  const nameOf = new Map(categories.map((category) => [category.content.id, category.content.name]));
  const segments = slug.split('/').filter(Boolean);
  const levels = segments.flatMap((_, index) => {
    const id = segments.slice(0, index + 1).join('/');
    const last = index === segments.length - 1;
    const name = last ? (names.title ?? nameOf.get(id)) : nameOf.get(id);
    return name ? [{ name, path: `/${storefront}/${id}` }] : [];
  });
  return [{ name: names.home, path: `/${storefront}` }, ...levels];
}

/** The trail to a product: home, its first category's levels, then the product. */
export function productCrumbs(
  product: { sku: string; name: string; categories: readonly string[] },
  storefront: string,
  categories: readonly Pick<Category, 'content'>[],
  home: string,
): Crumb[] {
  const category = product.categories[0];
  const trail = category ? categoryCrumbs(category, storefront, categories, { home }) : [{ name: home, path: `/${storefront}` }];
  return [...trail, { name: product.name, path: `/${storefront}/product/${encodeURIComponent(product.sku)}` }];
}
