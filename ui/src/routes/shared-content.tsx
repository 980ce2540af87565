import { MESSAGES } from '@sockshop/core/errors';
import { data } from 'react-router';
import { shopContext } from '../lib/request-context';
import { storefrontMiddleware, storefrontOf } from '../lib/storefront.server';
import type { Route } from './+types/shared-content';

/**
 * /{storefront}/shared-content: the shared content pages, listed for editors; no layout. Only the visual
 * editor's verified link opens it (the shop context's `preview`, server/src/pages/preview-request.ts); a shopper gets the
 * 404 of any unknown address, never a table of the content system's slugs.
 */
export const middleware: Route.MiddlewareFunction[] = [storefrontMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, preview } = context.get(shopContext);
  if (!preview) {
    const path = new URL(request.url).pathname;
    throw data({ path, message: MESSAGES.pageNotFound(path) }, { status: 404 });
  }
  const { contentScope } = storefrontOf(context);
  const shared = await services.content.loadSharedContent(contentScope);
  return {
    storefront: contentScope.storefront,
    pages: shared.unwrapOr([]).map((page) => ({ slug: page.full_slug, name: page.name, component: page.content.component })),
  };
}

export function meta() {
  return [{ title: 'Shared content' }, { name: 'robots', content: 'noindex' }];
}

export default function SharedContent({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="shared-content">
      <h1>Shared content ({loaderData.storefront})</h1>
      {loaderData.pages.length === 0 ? <p>No shared content, stories</p> : null}
      <table>
        <caption className="visually-hidden">Shared content stories</caption>
        <thead>
          <tr>
            <th scope="col">Slug</th>
            <th scope="col">Name</th>
            <th scope="col">Component</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.pages.map((page) => (
            <tr key={page.slug}>
              <td>{page.slug}</td>
              <td>{page.name}</td>
              <td>{page.component}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
