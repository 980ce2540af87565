// The browse mix the cluster tests replay and `npm run bench -- cluster` measures: home, search, content, category and
// product pages of some storefronts, found as a shopper finds them (the links of a home and of a category page), and a
// replay in which each page's share falls with its popularity rank (Zipf), the same every run.

/** A shopper's own pages (cart, checkout, account): private, never part of what everyone browses. */
const OWN_PAGES = /\/(checkout|login|account)\b/;

/**
 * @param {string} shopUrl an instance (asked directly, so a cache in front starts cold)
 * @param {string[]} storefronts
 * @param {{ links?: number, products?: number }} [size] links of the home and product pages of a category, per storefront
 * @returns {Promise<string[]>} paths
 */
export async function discoverBrowsePages(shopUrl, storefronts, { links = 5, products = 1 } = {}) {
  const pages = [];
  for (const storefront of storefronts) {
    const home = storefrontLinks(await text(`${shopUrl}/${storefront}`), storefront).filter((path) => !OWN_PAGES.test(path));
    const category = home.find((path) => /\/socks$/.test(path)) ?? home[0] ?? `/${storefront}`;
    const listed = storefrontLinks(await text(`${shopUrl}${category}`), storefront).filter(
      (path) => !OWN_PAGES.test(path) && !home.includes(path),
    );
    pages.push(`/${storefront}`, `/${storefront}/search?term=sock`, ...home.slice(0, links), ...listed.slice(0, products));
  }
  return pages;
}

/**
 * `length` paths drawn from `pages`, the page of rank r with weight 1/r.
 * @param {string[]} pages most popular first
 * @param {number} length
 * @param {number} [seed]
 */
export function zipfReplay(pages, length, seed = 24) {
  const random = seededRandom(seed);
  const weights = pages.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return Array.from({ length }, () => {
    let pick = random() * total;
    for (const [index, weight] of weights.entries()) {
      pick -= weight;
      if (pick <= 0) return pages[index];
    }
    return pages[pages.length - 1];
  });
}

/** A small deterministic generator (mulberry32). */
export function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The links to pages of one storefront found in a page (no query, no fragment). */
export function storefrontLinks(html, storefront) {
  return [...new Set([...html.matchAll(new RegExp(`href="(/${storefront}/[^"#?]+)"`, 'g'))].map((match) => match[1]))];
}

async function text(url) {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}
