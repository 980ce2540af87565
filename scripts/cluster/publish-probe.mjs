// Publish to visible: a story published as the content service announces it (its webhook, signed with the secret the
// sandbox made), and the seconds until its page is rendered anew on every instance and fetched anew by Varnish.
// The cluster tests and `npm run bench -- cluster` measure it the same way.
import { createHmac } from 'node:crypto';

const POLL_MS = 50;

/**
 * @param {import('./topology.d.mts').Cluster} cluster
 * @param {{ storefront?: string, slug?: string, withinMs?: number }} [options] the page `/<storefront>/<slug>` of the
 *   story `_default/<slug>`
 * @returns {Promise<number | null>} seconds, or null when the sandbox made no webhook secret (nothing to sign with)
 */
export async function publishToVisible(cluster, { storefront = 'de', slug = 'about-us', withinMs = 10_000 } = {}) {
  const { CONTENT_WEBHOOK_SECRET: secret, CONTENT_API_URL: apiUrl = '', CONTENT_TOKEN: token } = cluster.sandbox.services;
  // The content API's base URL names its version (`…/v2`), as Storyblok's does.
  const api = apiUrl.replace(/\/+$/, '');
  if (!secret) return null;
  const path = `/${storefront}/${slug}`;

  // The page cached everywhere first: Varnish holds an object, each instance a page.
  await read(`${cluster.varnish.url}${path}`);
  const before = objectOf(await read(`${cluster.varnish.url}${path}`));
  for (const instance of cluster.instances) await read(`${instance.url}${path}`);

  const { story } = await json(`${api}/cdn/stories/_default/${slug}?token=${encodeURIComponent(token ?? '')}`);
  const { space } = await json(`${api}/cdn/spaces/me?token=${encodeURIComponent(token ?? '')}`);
  const body = JSON.stringify({
    text: `The user published the Story ${story.name} (${story.full_slug})`,
    action: 'published',
    space_id: space.id,
    story_id: story.id,
    full_slug: story.full_slug,
  });
  const started = performance.now();
  const answer = await fetch(`${cluster.varnish.url}/api/content/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': createHmac('sha1', secret).update(body).digest('hex') },
    body,
  });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`the content webhook answered ${answer.status}`);

  // Each instance first (a Varnish fetch would render the page on one of them before it is looked at), then Varnish.
  const waiting = new Set(cluster.instances);
  while (waiting.size > 0) {
    for (const instance of [...waiting]) {
      if ((await read(`${instance.url}${path}`)).headers.get('x-cache') === 'miss') waiting.delete(instance);
    }
    await due(started, withinMs, `${[...waiting].map((instance) => instance.name).join(', ')} still served the page from before`);
  }
  for (;;) {
    const through = await read(`${cluster.varnish.url}${path}`);
    if (through.headers.get('x-http-cache') === 'miss' || objectOf(through) !== before) break;
    await due(started, withinMs, 'Varnish still served the page from before');
  }
  return (performance.now() - started) / 1000;
}

/** The object a Varnish hit was served from (the second number of X-Varnish). */
function objectOf(answer) {
  return answer.headers.get('x-varnish')?.split(' ')[1] ?? null;
}

async function read(url) {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return answer;
}

async function json(url) {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.json();
}

async function due(started, withinMs, what) {
  if (performance.now() - started > withinMs) throw new Error(`not visible within ${withinMs / 1000} s: ${what}`);
  await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}
