import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_REQUESTS_PER_SECOND } from './content/content.sandbox.js';
import { writeSandboxFile } from './sandbox-file.js';
import { startSandbox } from './start-sandbox.js';

const dir = mkdtempSync(join(tmpdir(), 'sockshop-start-sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { SANDBOX_PORT: '0', CATALOGUE_SIZE: '20', LOG_LEVEL: 'error', PUBLIC_ORIGIN: 'http://localhost:3000' };

describe('the sandbox process', () => {
  it('with no service configured it starts all of them and gives the shop every URL and secret it needs', async () => {
    const dataDir = join(dir, 'all');
    const sandbox = await startSandbox({ ...base, DATA_DIR: dataDir });
    try {
      expect(Object.keys(sandbox.env).sort()).toEqual(
        [
          'CONTENT_API_URL',
          'CONTENT_ASSET_ORIGIN',
          'CONTENT_BRIDGE_URL',
          'CONTENT_EDITOR_ORIGIN',
          'CONTENT_RATE_LIMIT',
          'CONTENT_PREVIEW_TOKEN',
          'CONTENT_TOKEN',
          'CONTENT_WEBHOOK_SECRET',
          'SEARCH_API_URL',
          'SEARCH_TOKEN',
          'IMAGE_BASE_URL',
          'COMMERCE_API_URL',
          'COMMERCE_PUBLIC_URL',
          'PAYMENT_PROVIDER_PUBLIC_URL',
          'NEWSLETTER_API_URL',
          'NEWSLETTER_API_KEY',
          'RATES_API_URL',
        ].sort(),
      );
      // The shop's content client paces itself to what this content service answers without a 429.
      expect(sandbox.env.CONTENT_RATE_LIMIT).toBe(String(CONTENT_REQUESTS_PER_SECOND));
      // Browsers reach commerce, pictures and the card form on the host of the shop's public origin.
      expect(new URL(sandbox.env.COMMERCE_PUBLIC_URL!).hostname).toBe('localhost');
      expect(new URL(sandbox.env.PAYMENT_PROVIDER_PUBLIC_URL!).hostname).toBe('localhost');
      const stories = (token: string) => fetch(`${sandbox.env.CONTENT_API_URL}/cdn/stories?per_page=1&token=${token}`);
      expect((await stories(sandbox.env.CONTENT_TOKEN!)).status).toBe(200);
      expect((await stories('guessed')).status).toBe(401);
      // What it prints carries no secret.
      const printed = JSON.stringify(sandbox.urls);
      for (const secret of [sandbox.env.CONTENT_TOKEN, sandbox.env.SEARCH_TOKEN, sandbox.env.NEWSLETTER_API_KEY]) {
        expect(printed).not.toContain(secret);
      }

      const file = writeSandboxFile(dataDir, sandbox.env);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(sandbox.env);
    } finally {
      await sandbox.close();
    }
    // A restart keeps the generated secrets (cart tokens and sign-ups stay valid).
    const again = await startSandbox({ ...base, DATA_DIR: dataDir });
    await again.close();
    expect(again.env.SEARCH_TOKEN).toBe(sandbox.env.SEARCH_TOKEN);
    expect(again.env.CONTENT_PREVIEW_TOKEN).toBe(sandbox.env.CONTENT_PREVIEW_TOKEN);
    expect(statSync(join(dataDir, 'sandbox-secrets.json')).mode & 0o777).toBe(0o600);
    // The databases hold carts, addresses and sign-ups.
    for (const db of ['commerce.sqlite', 'newsletter.sqlite']) expect(statSync(join(dataDir, db)).mode & 0o777, db).toBe(0o600);
  });

  it('starts no sandbox for a configured service, and says nothing of its URL or secret', async () => {
    const sandbox = await startSandbox({
      ...base,
      DATA_DIR: join(dir, 'some'),
      CONTENT_API_URL: 'https://api.storyblok.com/v2',
      COMMERCE_API_URL: 'https://commerce.example',
      NEWSLETTER_API_URL: 'https://news.example',
      RATES_API_URL: 'https://rates.example',
    });
    try {
      expect(Object.keys(sandbox.urls).sort()).toEqual(['paymentProvider', 'search']);
      for (const name of ['CONTENT_API_URL', 'CONTENT_TOKEN', 'COMMERCE_API_URL', 'NEWSLETTER_API_KEY', 'RATES_API_URL']) {
        expect(sandbox.env, name).not.toHaveProperty(name);
      }
    } finally {
      await sandbox.close();
    }
  });

  it('a configured secret is the one its sandbox accepts', async () => {
    const sandbox = await startSandbox({ ...base, DATA_DIR: join(dir, 'given'), SEARCH_TOKEN: 'given-search-token' });
    try {
      expect(sandbox.env.SEARCH_TOKEN).toBe('given-search-token');
    } finally {
      await sandbox.close();
    }
  });

  it('test shops can share one picture folder and draw fast: a picture rendered by one is served by the next', async () => {
    const shared = join(dir, 'pictures');
    const shop = (name: string) =>
      startSandbox({
        ...base,
        DATA_DIR: join(dir, name),
        MEDIA_RENDER: 'fast',
        MEDIA_CACHE_DIR: shared,
        CONTENT_API_URL: 'https://api.storyblok.com/v2',
        COMMERCE_API_URL: 'https://commerce.example',
        NEWSLETTER_API_URL: 'https://news.example',
        RATES_API_URL: 'https://rates.example',
      });
    const chromium = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };
    const bodies: Buffer[] = [];
    const files: number[] = [];
    for (const name of ['first-shop', 'second-shop']) {
      const sandbox = await shop(name);
      try {
        const response = await fetch(`${sandbox.env.IMAGE_BASE_URL}/media/CRW-100/0.svg?w=720`, { headers: chromium });
        expect(response.headers.get('content-type')).toBe('image/avif');
        bodies.push(Buffer.from(await response.arrayBuffer()));
      } finally {
        await sandbox.close();
      }
      expect(existsSync(join(dir, name, 'media'))).toBe(false);
      // A second render would have renamed a new file into place.
      files.push(...readdirSync(shared).map((file) => statSync(join(shared, file)).ino));
    }
    expect(files).toHaveLength(2);
    expect(files[1]).toBe(files[0]);
    expect((await sharp(bodies[0]).metadata()).width).toBe(720);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(readdirSync(shared)).toEqual([expect.stringMatching(/-w720-q\d+-fast\.avif$/)]);
  });
});
