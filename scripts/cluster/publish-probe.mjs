// Publish to visible: a story changed and published as an editor does it (the content sandbox's "Save and publish",
// which moves the content version on and posts the signed webhook to the shop through Varnish), and the seconds until
// the change is in the page every instance serves and in the page Varnish serves. The cluster tests and
// `npm run bench -- cluster` measure it the same way.
import { randomUUID } from 'node:crypto';

const POLL_MS = 50;

/**
 * @param {import('./topology.d.mts').Cluster} cluster
 * @param {{ storefront?: string, slug?: string, withinMs?: number }} [options] the page `/<storefront>/<slug>` of the
 *   story `_default/<slug>`, whose first block's `subtitle` gets the new text
 * @returns {Promise<number>} seconds from the publish until every instance and Varnish serve the new text
 */
export async function publishToVisible(cluster, { storefront = 'de', slug = 'about-us', withinMs = 10_000 } = {}) {
  const { CONTENT_API_URL: apiUrl = '', CONTENT_TOKEN: token = '' } = cluster.sandbox.services;
  if (!apiUrl) throw new Error('the sandbox wrote no CONTENT_API_URL');
  // The content API's base URL names its version (`…/v2`), as Storyblok's does; the editor is at the sandbox's root.
  const api = apiUrl.replace(/\/+$/, '');
  const editor = new URL(api).origin;
  const path = `/${storefront}/${slug}`;
  const targets = [
    ...cluster.instances.map((instance) => ({ name: instance.name, url: `${instance.url}${path}` })),
    {
      name: 'Varnish',
      url: `${cluster.varnish.url}${path}`,
    },
  ];

  // The page cached everywhere first, so the change has caches to get through: Varnish holds an object, each
  // instance a page.
  for (const target of targets) await read(target.url);
  for (const target of targets) await read(target.url);

  const { story } = await json(`${api}/cdn/stories/_default/${slug}?token=${encodeURIComponent(token)}`);
  const first = story.content?.body?.[0];
  if (!first || typeof first !== 'object') throw new Error(`the story _default/${slug} has no block to change`);
  // A word no page has held before: the page shows it only once this publish has reached it.
  const marker = `published-${randomUUID()}`;
  const content = { ...story.content, body: [{ ...first, subtitle: marker }, ...story.content.body.slice(1)] };

  const started = performance.now();
  const answer = await fetch(`${editor}/editor/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: editor },
    body: JSON.stringify({ full_slug: story.full_slug, content }),
  });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`the content sandbox's editor publish answered ${answer.status}`);

  // Every instance and Varnish asked side by side each round, each until its page holds the new text.
  const waiting = new Set(targets);
  while (waiting.size > 0) {
    await Promise.all(
      [...waiting].map(async (target) => {
        if ((await read(target.url)).includes(marker)) waiting.delete(target);
      }),
    );
    if (waiting.size === 0) break;
    if (performance.now() - started > withinMs) {
      throw new Error(
        `not visible within ${withinMs / 1000} s: ${[...waiting].map((target) => target.name).join(', ')} still served the page from before`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return (performance.now() - started) / 1000;
}

async function read(url) {
  const answer = await fetch(url);
  const body = await answer.text();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return body;
}

async function json(url) {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}
