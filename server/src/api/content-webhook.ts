import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ContentChange, outdatedBy } from '@sockshop/core/content';
import { z } from 'zod';
import { jsonDepthOf, limitBody, MAX_JSON_DEPTH, parseInput } from './api-kit.js';
import type { ApiApp, ApiDeps, Limiters } from './deps.js';
import { ApiError } from './errors.js';

/** A Storyblok webhook body is a few hundred bytes. */
const BODY_LIMIT = 8 * 1024;

const STORY_ACTIONS = ['published', 'unpublished', 'deleted', 'moved'] as const;
const DATASOURCE_ACTIONS = ['entries_updated', 'datasource_entry_saved'] as const;

/** Storyblok's webhook body (docs/api.md): `text`, `action` and `space_id` always; the rest by event. */
const WebhookBody = z.object({
  text: z.string().max(2_000).optional(),
  action: z.string().min(1).max(64),
  space_id: z.union([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^\d{1,20}$/)
      .transform(Number),
  ]),
  story_id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]).optional(),
  full_slug: z.string().max(1_000).optional(),
  datasource_slug: z.string().max(200).optional(),
});

/** `webhook-signature`: hex HMAC-SHA1 of the raw body with the webhook secret, compared in constant time. */
function isSigned(raw: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{40}$/i.test(signature.trim())) return false;
  const expected = createHmac('sha1', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}

/**
 * POST /api/content/webhook: the content system tells of a publish (Storyblok's story and datasource webhooks), and the
 * pages it dates are purged on every instance and in the HTTP caches in front. Answers at once (202); the purge follows
 * within a second. Without CONTENT_WEBHOOK_SECRET the route does not exist (404).
 * 401 for a missing or bad signature, 400 for a body that is not a webhook's, 200 `{ purged: false }` for an event that
 * dates nothing here (another space, an asset or user event).
 */
export function registerContentWebhookRoutes(api: ApiApp, deps: ApiDeps, limiters: Limiters): void {
  const secret = deps.config.CONTENT_WEBHOOK_SECRET;
  const publishing = deps.contentPublishing;
  if (!secret || !publishing) return;

  api.post('/api/content/webhook', limitBody(BODY_LIMIT), async (c) => {
    await limiters.webhook.enforce(c);
    c.header('cache-control', 'no-store');
    const raw = await c.req.text();
    if (!isSigned(raw, c.req.header('webhook-signature'), secret)) {
      throw new ApiError('INVALID_SIGNATURE', 'Missing or invalid webhook-signature');
    }
    if (jsonDepthOf(raw) > MAX_JSON_DEPTH) throw new ApiError('INVALID_JSON', 'Body nests too deep');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new ApiError('INVALID_JSON', 'Body is not valid JSON');
    }
    const body = parseInput(WebhookBody, json);
    const log = c.get('log');

    const change = changeOf(body);
    if (!change) return c.json({ purged: false, reason: 'IGNORED_ACTION' }, 200);
    // A space this shop does not read (a webhook set up on several spaces) dates none of its pages; while the content
    // service cannot say which space is ours, the publish is taken (a purge too many costs renders only).
    const ownSpace = await publishing.spaceId();
    if (ownSpace !== null && body.space_id !== ownSpace) {
      log.warn('content webhook for another space', { spaceId: body.space_id, ownSpace });
      return c.json({ purged: false, reason: 'OTHER_SPACE' }, 200);
    }
    const targets = outdatedBy(change, deps.config.APP_ENV);
    // A moved story leaves its old path behind, which the webhook does not name: its storefronts are purged whole.
    const purged = body.action === 'moved' ? [...new Set(targets.map((t) => t.storefront))].map((storefront) => ({ storefront })) : targets;
    publishing.announce(purged);
    log.info('content webhook', { action: body.action, storyId: body.story_id, fullSlug: body.full_slug, targets: purged.length });
    return c.json({ purged: true, targets: purged.length }, 202);
  });
}

function changeOf(body: z.infer<typeof WebhookBody>): ContentChange | undefined {
  if ((STORY_ACTIONS as readonly string[]).includes(body.action)) return { kind: 'story', fullSlug: body.full_slug };
  if ((DATASOURCE_ACTIONS as readonly string[]).includes(body.action)) return { kind: 'datasource' };
  return undefined;
}
