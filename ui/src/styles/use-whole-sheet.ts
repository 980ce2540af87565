import { useEffect } from 'react';
import wholeSheet from './all.css?url';

/**
 * A page inlines only its own share of the styles; a page the browser renders next (client navigation) may need
 * another share. Storefront pages link the whole sheet themselves, ahead of their footer (storefront-layout.tsx); on
 * any other page the browser adds it once hydrated, after the inline share: one cached request, after the first paint,
 * and its rules win as they would alone (the share is the same rules in the same order).
 */
export function useWholeSheet(): void {
  useEffect(() => {
    if (document.querySelector(`link[rel="stylesheet"][href="${wholeSheet}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = wholeSheet;
    document.head.append(link);
  }, []);
}
