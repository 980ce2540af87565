// Types of scripts/cluster/browse-mix.mjs.
export function discoverBrowsePages(
  shopUrl: string,
  storefronts: string[],
  size?: { links?: number; products?: number },
): Promise<string[]>;
export function zipfReplay(pages: string[], length: number, seed?: number): string[];
export function seededRandom(seed: number): () => number;
export function storefrontLinks(html: string, storefront: string): string[];
