import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { AUTHORISED_CARD, anOrderRequest, callCommerce, testCard } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSandboxFile } from '../sandbox-file.js';
import { startSandbox } from '../start-sandbox.js';
import { openCommerceDb } from './db.js';

const root = mkdtempSync(join(tmpdir(), 'sockshop-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file and folder under DATA_DIR with its permission bits, but the picture cache (pictures of the catalogue, no one's data). */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory() && full === join(dir, 'media')) continue;
      modes[relative(dir, full)] = (statSync(full).mode & 0o777).toString(8);
      if (entry.isDirectory()) walk(full);
    }
  };
  modes['.'] = (statSync(dir).mode & 0o777).toString(8);
  walk(dir);
  return modes;
}

describe('files under DATA_DIR hold names, addresses, emails and secrets: readable by the owner alone', () => {
  it('after a sandbox start, a checkout and a newsletter sign-up, every file is 0600 and the folder the sandbox made 0700', async () => {
    // A DATA_DIR that does not exist yet, two levels deep: the sandbox makes it.
    const dataDir = join(root, 'shop', 'data');
    const sandbox = await startSandbox({
      SANDBOX_PORT: '0',
      CATALOGUE_SIZE: '10',
      LOG_LEVEL: 'error',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      DATA_DIR: dataDir,
    });
    let running: Record<string, string>;
    try {
      writeSandboxFile(dataDir, sandbox.env);
      const commerce = sandbox.env.COMMERCE_API_URL!;
      const cart = await callCommerce(commerce, 'POST', '/carts', {
        body: {
          store: { countryCode: 'DE', languageCode: 'de' },
          products: [
            { id: 'CRW-100-3941', quantity: 1 },
            { id: 'de-standard', quantity: 1 },
          ],
        },
      });
      const token = cart.body.jwtToken!;
      const placed = await callCommerce(commerce, 'POST', '/carts/adyen/orders', { token, body: anOrderRequest() });
      const orderId = (placed.body.order as { id: string }).id;
      const paid = await callCommerce(commerce, 'POST', '/payments/adyen/payments', {
        token,
        body: { orderId, paymentMethod: testCard(AUTHORISED_CARD) },
      });
      expect(paid.body.resultCode).toBe('Authorised');
      const signUp = await fetch(`${sandbox.env.NEWSLETTER_API_URL}/v1/subscribers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sandbox.env.NEWSLETTER_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jo@example.com', store: 'de', countryCode: 'DE', source: 'checkout' }),
      });
      expect(signUp.ok).toBe(true);
      running = modesUnder(dataDir);
    } finally {
      await sandbox.close();
    }
    // While running, the databases' write-ahead logs and shared-memory files are there too.
    expect(running).toEqual({
      '.': '700',
      'commerce.sqlite': '600',
      'commerce.sqlite-shm': '600',
      'commerce.sqlite-wal': '600',
      'newsletter.sqlite': '600',
      'newsletter.sqlite-shm': '600',
      'newsletter.sqlite-wal': '600',
      'provider.sqlite': '600',
      'provider.sqlite-shm': '600',
      'provider.sqlite-wal': '600',
      'sandbox-secrets.json': '600',
      'sandbox.json': '600',
    });
    expect(Object.values(modesUnder(dataDir)).filter((mode) => mode !== '600' && mode !== '700')).toEqual([]);
  });

  it('a database an earlier version left readable by others is tightened on open, with its -wal and -shm; the folder stays as the operator made it', () => {
    const dir = join(root, 'operator');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    const dbPath = join(dir, 'commerce.sqlite');
    openCommerceDb(dbPath).close();
    for (const path of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) {
      writeFileSync(path, '', { flag: 'a' });
      chmodSync(path, 0o644);
    }
    const db = openCommerceDb(dbPath);
    try {
      expect(modesUnder(dir)).toEqual({ '.': '755', 'commerce.sqlite': '600', 'commerce.sqlite-shm': '600', 'commerce.sqlite-wal': '600' });
    } finally {
      db.close();
    }
  });
});
