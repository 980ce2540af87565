import { createHmac } from 'node:crypto';
import type { StoryJson } from './story-json.js';

/** The sandbox space's id, as `cdn/spaces/me` answers it and the editor signs its links with. */
export const SPACE_ID = 1000;

/**
 * A visual-editor link's parameters (docs/protocols.md "Visual editor"), bound to the one story it previews:
 * `_storyblok_tk[full_slug]` names it and the token is HMAC-SHA256 with the preview token over
 * `space_id:timestamp:full_slug` (docs/operations.md "Draft preview"), so the shop refuses the link on any other story's
 * page and for any other space.
 */
export function previewParams(story: Pick<StoryJson, 'id' | 'full_slug'>, previewToken: string, nowMs: number): URLSearchParams {
  const timestamp = String(Math.floor(nowMs / 1000));
  const token = createHmac('sha256', previewToken).update(`${SPACE_ID}:${timestamp}:${story.full_slug}`).digest('hex');
  return new URLSearchParams({
    _storyblok: String(story.id),
    '_storyblok_tk[space_id]': String(SPACE_ID),
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[full_slug]': story.full_slug,
    '_storyblok_tk[token]': token,
  });
}

/** The shop's editor route for a story, signed now: what the real editor's "preview URL" plus the story's full slug gives. */
export function previewUrl(shopOrigin: string, storefront: string, story: StoryJson, previewToken: string, nowMs: number): string {
  const path = `/${encodeURIComponent(storefront)}/editor/${story.full_slug.split('/').map(encodeURIComponent).join('/')}`;
  return `${shopOrigin}${path}?${previewParams(story, previewToken, nowMs)}`;
}

/** The editor page holds a signed link: kept by no cache, framed by no other page, read by no other origin. */
export const EDITOR_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

/** The text fields a developer may edit here: each top-level block's short texts. */
const TEXT_FIELDS = ['title', 'subtitle', 'text', 'cta_label'] as const;

interface Field {
  index: number;
  key: string;
  label: string;
  value: string;
}

function fieldsOf(story: StoryJson): Field[] {
  const body = (story.content as { body?: unknown }).body;
  if (!Array.isArray(body)) return [];
  return body.flatMap((block: Record<string, unknown>, index) =>
    TEXT_FIELDS.flatMap((key) =>
      typeof block[key] === 'string'
        ? [{ index, key, label: `${String(block.component)} ${index + 1}: ${key}`, value: block[key] as string }]
        : [],
    ),
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
/** JSON inside a script element: `<` escaped so no text can close it. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A tiny stand-in for Storyblok's visual editor (docs/operations.md "Draft preview"): frames the shop's editor route with
 * a freshly signed link and posts the bridge's `input` event with the edited story as a text field changes, `change` on
 * "Save" (the page reads the stored draft again: the sandbox keeps no edited drafts), and on "Publish" publishes the
 * story (POST /editor/publish: a new content version and the signed webhook to the shop) and posts `published`, so a
 * developer sees live editing and publishing without a Storyblok account.
 */
export function editorPage(story: StoryJson, frameUrl: string): string {
  const shopOrigin = new URL(frameUrl).origin;
  const fields = fieldsOf(story)
    .map(
      (field, i) =>
        `<p><label for="f${i}">${escapeHtml(field.label)}</label><br><input id="f${i}" data-index="${field.index}" data-key="${field.key}" value="${escapeHtml(field.value)}" size="40"></p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Visual editor (sandbox): ${escapeHtml(story.name)}</title>
<style>body{margin:0;display:flex;font:14px system-ui,sans-serif;height:100vh}aside{width:320px;padding:1rem;overflow:auto;border-right:1px solid #ccc}iframe{flex:1;border:0;height:100%}#status{color:#555}</style>
</head>
<body>
<aside>
<h1>Visual editor (sandbox)</h1>
<p>${escapeHtml(story.name)} <code>${escapeHtml(story.full_slug)}</code></p>
<form id="fields">
${fields}
<button type="button" id="save">Save (change)</button>
<button type="button" id="publish">Save and publish</button>
</form>
<p id="status" role="status">Waiting for the page's bridge…</p>
</aside>
<iframe id="preview" title="Page preview" src="${escapeHtml(frameUrl)}"></iframe>
<script type="application/json" id="story">${jsonForScript(story)}</script>
<script>
(function () {
  var story = JSON.parse(document.getElementById('story').textContent);
  var frame = document.getElementById('preview');
  var status = document.getElementById('status');
  var shop = ${JSON.stringify(shopOrigin)};
  function post(message) { frame.contentWindow.postMessage(message, shop); }
  window.addEventListener('message', function (event) {
    if (event.origin !== shop || !event.data || event.data.action !== 'loaded') return;
    status.textContent = 'Bridge loaded: edits show live.';
  });
  document.getElementById('fields').addEventListener('input', function (event) {
    var input = event.target;
    story.content.body[Number(input.dataset.index)][input.dataset.key] = input.value;
    post({ action: 'input', story: story });
  });
  document.getElementById('save').addEventListener('click', function () {
    post({ action: 'change', storyId: story.id });
  });
  document.getElementById('publish').addEventListener('click', function () {
    status.textContent = 'Publishing…';
    fetch('/editor/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_slug: story.full_slug, content: story.content })
    }).then(function (response) {
      status.textContent = response.ok ? 'Published: the shop shows it within seconds.' : 'Not published (' + response.status + ').';
      post({ action: response.ok ? 'published' : 'change', storyId: story.id });
    }, function () {
      status.textContent = 'Not published: the content sandbox did not answer.';
    });
  });
})();
</script>
</body>
</html>`;
}
