import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewsletterSandbox, startNewsletterSandbox } from './newsletter.sandbox.js';
import { createReservedAddresses } from './reserved-addresses.js';

const API_KEY = 'test-newsletter-key';
let dir: string;
let sandbox: NewsletterSandbox;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'newsletter-sandbox-'));
  sandbox = await startNewsletterSandbox({ apiKey: API_KEY, dbPath: join(dir, 'newsletter.sqlite'), host: '127.0.0.1' });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const subscribe = (email: string) =>
  fetch(`${sandbox.url}/v1/subscribers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, store: 'de', countryCode: 'DE', source: 'form' }),
  });

describe('newsletter sandbox: failures on demand', () => {
  it('refuses fail@… every time with a 500 and stores nothing', async () => {
    const before = sandbox.count();
    for (const email of ['fail@example.com', 'FAIL+footer@example.com', 'fail@example.com']) {
      const response = await subscribe(email);
      expect(response.status).toBe(500);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('SANDBOX_REFUSED');
    }
    expect(sandbox.count()).toBe(before);
  });

  it('refuses fail-once@… the first time only, so a retry succeeds', async () => {
    const before = sandbox.count();
    expect((await subscribe('fail-once+a@example.com')).status).toBe(500);
    expect((await subscribe('fail-once+a@example.com')).status).toBe(201);
    expect((await subscribe('fail-once+b@example.com')).status).toBe(500);
    expect(sandbox.count()).toBe(before + 1);
  });

  it('signs up any other address', async () => {
    expect((await subscribe('failing.socks@example.com')).status).toBe(201);
    expect((await subscribe('once@fail.example')).status).toBe(201);
  });
});

describe('reserved addresses', () => {
  it('never refuses an address whose local part is not fail or fail-once', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const local = email.split('@')[0]?.split('+')[0]?.toLowerCase();
        fc.pre(local !== 'fail' && local !== 'fail-once');
        const reserved = createReservedAddresses();
        expect(reserved.refuses(email)).toBe(false);
        expect(reserved.refuses(email)).toBe(false);
      }),
    );
  });
});
