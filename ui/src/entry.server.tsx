import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { MarkupSlotsContext } from './lib/cached-markup';
import { finishPage } from './lib/finish-page.server';
import { chromeStatement } from './lib/layout-chrome';
import { markupSlots } from './lib/markup-cache.server';
import { shopContext } from './lib/request-context';
import { tilesStatement } from './listing/tiles-in-page';

// The key the server sets each render's shop context under, taken from the build it renders with (lib/request-context.ts).
export { shopContext } from './lib/request-context';

export const streamTimeout = 5_000;

/** The key of the finished page's bytes on the Response: `RENDERED_PAGE` in server/src/pages/page-route.ts. */
const RENDERED_PAGE = Symbol.for('sockshop.rendered-page');

/**
 * Renders the whole page before the first byte: the server hashes every inline script of the finished HTML into its
 * CSP and caches pages whole (server/src/pages), so a streamed shell would gain nothing. Deferred loader data still
 * streams on client navigations (`.data`); on a document it is waited for, up to `streamTimeout`. The finished page
 * goes out leaner and with its bootstrap waiting for its LCP picture (lib/finish-page.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The chrome's markup kept across renders (lib/markup-cache.server.ts): put in, or taken out, once the page is whole.
    const slots = markupSlots();
    const app = (
      <MarkupSlotsContext.Provider value={slots}>
        <ServerRouter context={routerContext} url={request.url} />
      </MarkupSlotsContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      // The page goes out whole (above), so no boundary is written out of its place to be moved in by a script later:
      // React does that with a large one (over 12,800 bytes by default), such as the listing's lazy cards.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true;
        // The finished page as one Buffer, not a web stream the server would read back into one (the stream
        // and its chunk transfers cost about a millisecond of a render).
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const { loaderData } = routerContext.staticHandlerContext;
            const html = finishPage(slots.splice(Buffer.concat(chunks)), chromeStatement(loaderData) + tilesStatement(loaderData));
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            const response = new Response(html, { headers: responseHeaders, status: responseStatusCode });
            // The same bytes for the server's page route, which would otherwise read the body back through a web stream
            // and a copy of it (server/src/pages/page-route.ts).
            Object.defineProperty(response, RENDERED_PAGE, { value: html });
            resolve(response);
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.get(shopContext).services.logger.error('render failed', { error });
      },
    });
  });
}
