import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { startContentSandbox } from './content.sandbox.js';
import { createPublishWebhook } from './publish-webhook.js';

const SECRET = 'sandbox-webhook-secret';
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A webhook receiver answering with the statuses given in turn (the last one repeats), keeping what it got. */
async function receiver(...statuses: number[]) {
  const got: { body: string; signature: string | undefined }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      got.push({ body, signature: request.headers['webhook-signature'] as string | undefined });
      response.writeHead(statuses[Math.min(got.length - 1, statuses.length - 1)] ?? 200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise((done) => server.close(done)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/content/webhook`, got };
}

function logs() {
  const lines: string[] = [];
  return { lines, logger: createLogger({ level: 'info', write: (line) => lines.push(line) }) };
}

describe('the editor page’s publish', () => {
  it('publishes the story (new content, newer cv) and posts Storyblok’s signed webhook to the shop', async () => {
    const shop = await receiver(202);
    const sandbox = await startContentSandbox({
      accessToken: 'public-token',
      previewToken: 'preview-token',
      shopOrigin: 'http://127.0.0.1:1',
      rateLimitPerSecond: 0,
      cv: 1_700_000_000,
      webhook: { url: shop.url, secret: SECRET, logger: logs().logger },
    });
    closers.push(() => sandbox.close());
    const content = { _uid: 'about', component: 'page', body: [{ _uid: 'h', component: 'hero', title: 'Published from the editor' }] };
    const response = await fetch(`${sandbox.url}/editor/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: sandbox.url },
      body: JSON.stringify({ full_slug: '_default/about-us', content }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { cv: number }).cv).toBeGreaterThan(1_700_000_000);
    const story = await fetch(`${sandbox.url}/v2/cdn/stories/_default/about-us?token=public-token`);
    expect(JSON.stringify(await story.json())).toContain('Published from the editor');

    await expect.poll(() => shop.got.length).toBe(1);
    const [{ body, signature } = { body: '', signature: '' }] = shop.got;
    expect(signature).toBe(createHmac('sha1', SECRET).update(body).digest('hex'));
    expect(JSON.parse(body)).toEqual({
      text: expect.stringContaining('_default/about-us'),
      action: 'published',
      space_id: 1000,
      story_id: expect.any(Number),
      full_slug: '_default/about-us',
    });
  });

  it('refuses another origin (403), a body that is not a story (400) and a story it does not hold (404)', async () => {
    const sandbox = await startContentSandbox({
      accessToken: 'a',
      previewToken: 'p',
      shopOrigin: 'http://127.0.0.1:1',
      rateLimitPerSecond: 0,
    });
    closers.push(() => sandbox.close());
    const post = (body: unknown, origin?: string) =>
      fetch(`${sandbox.url}/editor/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify(body),
      });
    const content = { _uid: 'x', component: 'page' };
    expect((await post({ full_slug: '_default/about-us', content }, 'https://evil.example')).status).toBe(403);
    expect((await post({ full_slug: '_default/about-us', content: 'text' })).status).toBe(400);
    expect((await post({ full_slug: '_default/no-such-story', content })).status).toBe(404);
  });
});

describe('webhook delivery', () => {
  const webhook = { text: 't', action: 'published' as const, space_id: 1000, story_id: 1, full_slug: '_default/home' };

  it('retries a 503 and a 429 until delivered', async () => {
    const shop = await receiver(503, 429, 202);
    const sender = createPublishWebhook({ url: shop.url, secret: SECRET, logger: logs().logger, retryDelaysMs: [5, 5, 5] });
    sender.send(webhook);
    await sender.settled();
    expect(shop.got).toHaveLength(3);
  });

  it('gives up after a bounded number of attempts at an unreachable shop, logged, never thrown', async () => {
    const { lines, logger } = logs();
    const sender = createPublishWebhook({ url: 'http://127.0.0.1:9/api/content/webhook', secret: SECRET, logger, retryDelaysMs: [5, 5] });
    sender.send(webhook);
    await sender.settled();
    expect(lines.filter((line) => line.includes('content webhook not delivered'))).toHaveLength(3);
    expect(lines.some((line) => line.includes('content webhook given up'))).toBe(true);
  });

  it('does not retry a refusal such as 401 (a wrong secret)', async () => {
    const shop = await receiver(401);
    const sender = createPublishWebhook({ url: shop.url, secret: 'wrong', logger: logs().logger, retryDelaysMs: [5, 5] });
    sender.send(webhook);
    await sender.settled();
    expect(shop.got).toHaveLength(1);
  });
});
