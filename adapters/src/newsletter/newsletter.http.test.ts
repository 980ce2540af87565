import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNewsletterSandbox } from '@sockshop/sandbox/newsletter/newsletter.sandbox';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpNewsletter } from './newsletter.http.js';

const dir = mkdtempSync(join(tmpdir(), 'sockshop-newsletter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const signUp = { email: 'keep@example.com', store: 'de', countryCode: 'DE', checkout: false } as const;

describe('newsletter sandbox and its HTTP adapter', () => {
  it('sign-ups persist across a restart, one per email', async () => {
    const dbPath = join(dir, 'restart.sqlite');
    const first = await startNewsletterSandbox({ apiKey: 'k', dbPath });
    const port = createHttpNewsletter({ baseUrl: first.url, apiKey: 'k' });
    expect((await port.signUp(signUp)).isOk()).toBe(true);
    expect((await port.signUp({ ...signUp, email: 'KEEP@example.com', checkout: true })).isOk()).toBe(true);
    await first.close();
    const second = await startNewsletterSandbox({ apiKey: 'k', dbPath });
    try {
      expect(second.count()).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses a wrong key (401) and a malformed subscriber (400); the adapter maps both', async () => {
    const sandbox = await startNewsletterSandbox({ apiKey: 'right', dbPath: join(dir, 'auth.sqlite') });
    try {
      const wrong = await createHttpNewsletter({ baseUrl: sandbox.url, apiKey: 'wrong' }).signUp(signUp);
      expect(wrong._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
      const bad = await fetch(`${sandbox.url}/v1/subscribers`, {
        method: 'POST',
        headers: { authorization: 'Bearer right', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x@y.z', store: 'de', countryCode: 'de', source: 'form' }),
      });
      expect(bad.status).toBe(400);
      expect(sandbox.count()).toBe(0);
    } finally {
      await sandbox.close();
    }
  });

  it('the adapter reports an unreachable provider as UPSTREAM_UNAVAILABLE', async () => {
    const sandbox = await startNewsletterSandbox({ apiKey: 'k', dbPath: join(dir, 'down.sqlite') });
    const url = sandbox.url;
    await sandbox.close();
    const result = await createHttpNewsletter({ baseUrl: url, apiKey: 'k', timeoutMs: 500 }).signUp(signUp);
    expect(result._unsafeUnwrapErr().code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
