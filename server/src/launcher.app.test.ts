import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start`'s launcher (scripts/start.mjs) on the built shop: the sandbox process dies, the shop stays up.
const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'sockshop-launcher-'));
let launcher: ChildProcess | undefined;
afterAll(() => {
  launcher?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A port the system had free: the shop's (the sandbox takes free ones itself with SANDBOX_PORT=0). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

/** The launcher's JSON log lines (the sandbox's and the server's too), and a way to wait for one. */
function logLines(child: ChildProcess) {
  const lines: Record<string, unknown>[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout! }).on('line', (text) => {
    try {
      lines.push(JSON.parse(text) as Record<string, unknown>);
    } catch {
      return;
    }
    for (const check of waiting) check();
  });
  const next = (match: (line: Record<string, unknown>) => boolean, from: number, timeoutMs: number) =>
    new Promise<Record<string, unknown>>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no such log line within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        const found = lines.slice(from).find(match);
        if (!found) return;
        clearTimeout(timer);
        waiting.delete(check);
        done(found);
      };
      waiting.add(check);
      check();
    });
  return { lines, next };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((next) => setTimeout(next, 100));
  }
}

const cartCall = (base: string, method: string, token?: string, body?: unknown) =>
  fetch(`${base}/carts`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('the launcher keeps the shop up when the sandbox dies', () => {
  it('SIGKILL of the sandbox process: pages keep answering, the sandbox is back on its ports, carts work again; a killed server is started again', async () => {
    const port = await freePort();
    const shop = `http://127.0.0.1:${port}`;
    const dataDir = join(dir, 'data');
    launcher = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_ORIGIN: shop,
        SANDBOX_PORT: '0',
        DATA_DIR: dataDir,
        CATALOGUE_SIZE: '40',
        LOG_LEVEL: 'warn',
        MEDIA_RENDER: 'fast',
        MEDIA_CACHE_DIR: join(dir, 'media'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const log = logLines(launcher);
    const exited = new Promise<number | null>((done) => launcher!.once('exit', (code) => done(code)));
    const first = await log.next((line) => line.message === 'sandbox ready', 0, 60_000);
    await until('the shop is ready', async () => ((await fetch(`${shop}/readyz`)).ok ? true : undefined), 60_000);
    const sandboxFile = readFileSync(join(dataDir, 'sandbox.json'), 'utf8');
    const commerce = (JSON.parse(sandboxFile) as { COMMERCE_API_URL: string }).COMMERCE_API_URL;

    // Pages cached before, and a cart a shopper holds.
    const pages = ['/de', '/de/adults/socks', '/de/product/CRW-100', '/de/checkout/cart'];
    for (const path of pages) expect((await fetch(`${shop}${path}`)).status, path).toBe(200);
    const created = await cartCall(commerce, 'POST', undefined, {
      store: { countryCode: 'NL', languageCode: 'nl' },
      products: [{ id: 'CRW-100-3941', quantity: 1 }],
    });
    expect(created.status).toBe(201);
    const { jwtToken: token } = (await created.json()) as { jwtToken: string };

    const logsBeforeKill = log.lines.length;
    const killedAt = Date.now();
    process.kill(first.pid as number, 'SIGKILL');
    // The services go with their supervisor (their processes see it gone): wait until commerce refuses connections.
    await until(
      'commerce down',
      () =>
        cartCall(commerce, 'GET', token).then(
          () => undefined,
          () => true,
        ),
      10_000,
    );

    // While the sandbox is down the shop answers every page: cached ones whole, others degraded, never a 5xx.
    const answers: { path: string; status: number; html: string }[] = [];
    for (const path of [...pages, '/de/product/CRW-102', '/de/adults/socks?sort=price-asc']) {
      const response = await fetch(`${shop}${path}`);
      answers.push({ path, status: response.status, html: await response.text() });
    }
    for (const { path, status, html } of answers) {
      expect(status, path).toBeLessThan(500);
      expect(html, path).toContain('<header');
    }
    expect(answers.filter((answer) => pages.includes(answer.path)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await fetch(`${shop}/healthz`)).status).toBe(200);

    // Back within 30 s, on the same ports with the same secrets: the file is unchanged and the cart token still valid.
    const second = await log.next((line) => line.message === 'sandbox ready', logsBeforeKill, 30_000);
    expect(second.pid).not.toBe(first.pid);
    expect(second.urls).toEqual(first.urls);
    const cart = await until(
      'the cart answers',
      async () => {
        const response = await cartCall(commerce, 'GET', token);
        return response.status === 200 ? ((await response.json()) as unknown) : undefined;
      },
      30_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(JSON.stringify(cart)).toContain('CRW-100-3941');
    const added = await cartCall(commerce, 'PUT', token, { products: [{ id: 'CRW-100-3941', quantity: 3 }] });
    expect(added.status).toBe(200);
    expect(readFileSync(join(dataDir, 'sandbox.json'), 'utf8')).toBe(sandboxFile);
    await until('the shop is ready again', async () => ((await fetch(`${shop}/readyz`)).ok ? true : undefined), 30_000);

    // The server was never stopped or restarted; the launcher said what it did.
    const launcherSaid = () => log.lines.filter((line) => line.service === 'launcher').map((line) => [line.message, line.data]);
    const sandboxPid = first.pid as number;
    const serverPid = (log.lines.find((line) => line.message === 'the server started')!.data as { pid: number }).pid;
    expect(launcherSaid()).toEqual([
      ['the sandbox started', { pid: sandboxPid }],
      ['the server started', { pid: serverPid }],
      ['the sandbox stopped; starting it again', { pid: sandboxPid, exit: 'SIGKILL', restartInMs: 500 }],
      ['the sandbox started', { pid: second.pid }],
    ]);

    // A crashed server is started again too, with the same environment.
    process.kill(serverPid, 'SIGKILL');
    await log.next((line) => line.message === 'the server started' && (line.data as { pid: number }).pid !== serverPid, 0, 10_000);
    await until(
      'the shop is ready after its server restarted',
      async () => ((await fetch(`${shop}/readyz`)).ok ? true : undefined),
      60_000,
    );
    expect(
      launcherSaid()
        .slice(4)
        .map(([message]) => message),
    ).toEqual(['the server stopped; starting it again', 'the server started']);

    // SIGTERM still stops everything cleanly.
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);
    launcher = undefined;
    expect(() => process.kill(second.pid as number, 0)).toThrow();
  }, 120_000);
});
