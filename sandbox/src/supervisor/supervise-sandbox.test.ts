import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { callCommerce } from '@sockshop/test-fixtures/sandboxes/commerce.sandbox';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { type SupervisedSandbox, superviseSandbox } from './supervise-sandbox.js';

const MAIN = resolve(import.meta.dirname, '../main.ts');
const dir = mkdtempSync(join(tmpdir(), 'sockshop-supervisor-'));
let sandbox: SupervisedSandbox | undefined;
afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the sandbox supervisor: a process per service', () => {
  it('a service killed with SIGKILL comes back on its port with its data, while the others keep answering', async () => {
    const logs: string[] = [];
    // Three services (the others as real ones, not started) keep the proof to a few seconds.
    sandbox = await superviseSandbox(
      {
        ...process.env,
        SANDBOX_PORT: '0',
        DATA_DIR: join(dir, 'data'),
        CATALOGUE_SIZE: '20',
        LOG_LEVEL: 'warn',
        PUBLIC_ORIGIN: 'http://localhost:3000',
        CONTENT_API_URL: 'https://content.example/v2',
        SEARCH_API_URL: 'https://search.example',
        PAYMENT_PROVIDER_PUBLIC_URL: 'https://pay.example',
      },
      {
        command: { execPath: process.execPath, args: ['--conditions=source', '--import', 'tsx', MAIN, '--service'] },
        logger: createLogger({ level: 'info', write: (line) => logs.push(line) }),
      },
    );
    expect(Object.keys(sandbox.urls).sort()).toEqual(['commerce', 'newsletter', 'rates']);
    const commerce = sandbox.env.COMMERCE_API_URL!;
    const before = sandbox.pids();
    expect(new Set(Object.values(before)).size).toBe(3);

    const created = await callCommerce(commerce, 'POST', '/carts', {
      body: { store: { countryCode: 'NL', languageCode: 'nl' }, products: [{ id: 'CRW-100-3941', quantity: 2 }] },
    });
    expect(created.status).toBe(201);
    const token = created.body.jwtToken!;

    process.kill(before.commerce!, 'SIGKILL');
    // Until commerce answers again, the other two are asked over and over: every answer must come.
    const others = { rates: 0, newsletter: 0 };
    const newsletterKey = { authorization: `Bearer ${sandbox.env.NEWSLETTER_API_KEY}` };
    let commerceDown = 0;
    const killedAt = Date.now();
    for (;;) {
      const [rates, newsletter] = await Promise.all([
        fetch(`${sandbox.env.RATES_API_URL}/latest`),
        fetch(`${sandbox.env.NEWSLETTER_API_URL}/v1/subscribers/count`, { headers: newsletterKey }),
      ]);
      expect([rates.status, newsletter.status]).toEqual([200, 200]);
      others.rates++;
      others.newsletter++;
      const cart = await callCommerce(commerce, 'GET', '/carts', { token }).catch(() => undefined);
      if (cart?.status === 200) {
        // The same URL (port), a new process, the cart from before the kill.
        expect(JSON.stringify(cart.body)).toContain('CRW-100-3941');
        break;
      }
      commerceDown++;
      expect(Date.now() - killedAt).toBeLessThan(20_000);
      await new Promise((next) => setTimeout(next, 50));
    }
    expect(commerceDown).toBeGreaterThan(0);
    expect(others.rates).toBeGreaterThan(1);
    const after = sandbox.pids();
    expect(after.commerce).not.toBe(before.commerce);
    expect(after.rates).toBe(before.rates);
    expect(after.newsletter).toBe(before.newsletter);
    expect(logs.join('\n')).toMatch(/"service":"commerce".*"exit":"SIGKILL","restartInMs":500.*service stopped; starting it again/);

    await sandbox.close();
    expect(Object.values(after).filter((pid) => pid !== undefined && isRunning(pid))).toEqual([]);
    sandbox = undefined;
  }, 60_000);
});
