import { useEffect } from 'react';
import wholeSheet from './all.css?url';

/**
 * A page inlines only its own share of the styles; a page the browser renders next (client navigation) may need
 * another share. Once hydrated, the browser adds the whole sheet after the inline one: one cached request, after the
 * first paint, and its rules win as they would alone (the share is the same rules in the same order). Without
 * JavaScript every page is a server render with its own share, so nothing else is needed.
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
