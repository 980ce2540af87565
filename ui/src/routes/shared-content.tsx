import { storefrontRequest } from '../lib/storefront.server';
import type { Route } from './+types/shared-content';

/** spec §2 /{storefront}/shared-content: the shared content stories, listed for editors; no layout. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { contentScope } = storefrontRequest(params, request, context);
  const stories = await context.services.content.loadSharedContent(contentScope);
  return {
    storefront: contentScope.storefront,
    stories: stories.unwrapOr([]).map((story) => ({ slug: story.full_slug, name: story.name, component: story.content.component })),
  };
}

export function meta() {
  return [{ title: 'Shared content' }, { name: 'robots', content: 'noindex' }];
}

export default function SharedContent({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="shared-content">
      <h1>Shared content ({loaderData.storefront})</h1>
      {loaderData.stories.length === 0 ? <p>No shared content, stories</p> : null}
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
          {loaderData.stories.map((story) => (
            <tr key={story.slug}>
              <td>{story.slug}</td>
              <td>{story.name}</td>
              <td>{story.component}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
