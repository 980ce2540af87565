import { PageContentSchema } from '@sockshop/core/content';
import { useEffect, useRef, useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { pageViewOf } from '../analytics/page-view.server';
import { BlockList } from '../components/blocks/BlockList';
import { pageBlocksOf, productListsOf } from '../content-pages/page-blocks.server';
import { usePageBlocks } from '../hooks/use-page-blocks';
import { shopContext } from '../lib/request-context';
import { storefrontOf } from '../lib/storefront.server';
import type { LiveStory } from '../preview/story-blocks';
import type { Route } from './+types/editor';

/**
 * The content system's visual editor route, `/{storefront}/editor/{full_slug}` (the editor's preview URL plus the
 * story's full slug, docs/decisions.md "Draft preview and the visual editor"). With a token the server verified (the
 * shop context's `preview`) it shows the story's draft and the editor's live edits; otherwise the published story,
 * never cached (page-policy.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { contentScope, catalogScope, market } = storefrontOf(context);
  const { services, preview } = context.get(shopContext);
  const { content, catalog, logger } = services;
  // The story's folder (`_default/` or the storefront's) is the content system's; the page asks by slug with its fallback.
  const slug = (params['*'] ?? '').replace(/^\/+|\/+$/g, '').replace(new RegExp(`^(_default|${market.storefrontCode})(/|$)`), '');
  const found = await content.findPage(slug || 'home', contentScope);
  const parsed = found.isOk() ? PageContentSchema.safeParse(found.value.content) : null;
  if (!found.isOk() || !parsed?.success) throw data({ path: new URL(request.url).pathname }, { status: 404 });
  return {
    // The editor's own page view (route names), sent by the loader as the catch-all's is: no browser table entry.
    pageView: pageViewOf(new URL(request.url).pathname),
    storyId: found.value.id,
    title: parsed.data.title || found.value.name,
    body: pageBlocksOf(parsed.data.body, logger),
    productLists: await productListsOf(parsed.data.body, catalog, catalogScope, market),
    bridgeUrl: preview?.bridgeUrl ?? null,
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Sock Shop' }, { name: 'robots', content: 'noindex' }];
}

export default function VisualEditor({ loaderData }: Route.ComponentProps) {
  const blocks = usePageBlocks(loaderData.productLists);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [edit, setEdit] = useState<{ of: typeof loaderData; story: LiveStory } | null>(null);
  const { bridgeUrl, storyId } = loaderData;
  // Fresh data from the server (a save or publish) replaces the live edit made over the data before it.
  const live = edit?.of === loaderData ? edit.story : null;
  const data = useRef(loaderData);
  data.current = loaderData;
  useEffect(() => {
    if (!bridgeUrl) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../preview/live-preview').then(({ startLivePreview }) => {
      if (!gone)
        stop = startLivePreview({
          bridgeUrl,
          storyId,
          onInput: (story) => setEdit({ of: data.current, story }),
          onSaved: () => void revalidate.current(),
        });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [bridgeUrl, storyId]);

  const body = live?.body ?? loaderData.body;
  const heroFirst = body[0]?.component === 'hero';
  return (
    <div className="page page--content" data-visual-editor={bridgeUrl ? 'live' : 'published'}>
      {heroFirst ? null : <h1 className="page__title">{live?.title || loaderData.title}</h1>}
      <BlockList blocks={body} {...blocks} heroAsPageTitle={heroFirst} />
    </div>
  );
}
