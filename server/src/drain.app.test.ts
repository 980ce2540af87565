import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { type SandboxHarness, startTestSandbox } from '@sockshop/test-fixtures/harness/sandbox.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built server (`node server/dist/main.js`, as production runs it) stopped with SIGTERM under a steady load: what a
// rolling deploy asks of one instance. The two-instance restart through Varnish is the cluster's test.
const ROOT = resolve(import.meta.dirname, '../..');
// The delay leaves room for the probe's answer on a machine busy with other tests; the timeout for a cold render there.
const DELAY_SECONDS = 3;
const TIMEOUT_SECONDS = 15;

let sandbox: SandboxHarness;
let child: ChildProcess | undefined;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await sandbox?.close();
});

/** Starts the server and its metrics on free ports; resolves with their URLs once it has logged them (JSON lines on stdout). */
function startServer() {
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...sandbox.env,
      PORT: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_SECONDS: String(DELAY_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = server;
  const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
  const urls = new Promise<{ shop: string; metrics: string }>((done, fail) => {
    let shop: string | undefined;
    let metrics: string | undefined;
    createInterface({ input: server.stdout! }).on('line', (text) => {
      let line: { message?: string; data?: { url?: string } };
      try {
        line = JSON.parse(text);
      } catch {
        return;
      }
      if (line.message === 'storefront listening') shop = line.data?.url;
      if (line.message === 'metrics listening') metrics = line.data?.url;
      if (shop && metrics) done({ shop, metrics });
    });
    void exited.then((code) => fail(new Error(`the server exited (${code}) before it listened`)));
  });
  return { server, urls, exited };
}

describe('a SIGTERM under load (graceful drain)', () => {
  it('answers /readyz 503 at once, fails no request of a steady load, finishes the render in flight and exits 0 within its bound', async () => {
    const { server, urls, exited } = startServer();
    const { shop, metrics } = await urls;
    await expect.poll(async () => (await fetch(`${shop}/readyz`)).status).toBe(200);
    expect((await fetch(`${shop}/de`)).status).toBe(200);

    // Four shoppers browsing on kept-alive connections, and a balancer's probe: each stops sending once the probe has
    // seen /readyz turn 503, as a balancer takes the instance out of rotation.
    let outOfRotation = false;
    const answers: number[] = [];
    const failures: string[] = [];
    const shopper = async () => {
      while (!outOfRotation) {
        try {
          const answer = await fetch(`${shop}/de`);
          await answer.arrayBuffer();
          answers.push(answer.status);
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        }
      }
    };
    const probe = async () => {
      while (!outOfRotation) {
        const answer = await fetch(`${shop}/readyz`);
        if (answer.status === 503) outOfRotation = true;
        await answer.arrayBuffer();
      }
    };
    const load = [shopper(), shopper(), shopper(), shopper()];
    await expect.poll(() => answers.length).toBeGreaterThan(20);
    // The built bundle measures too.
    expect(await (await fetch(metrics)).text()).toMatch(/^shop_http_requests_total\{route="page",code="200"\} [1-9]/m);

    // A page never rendered before, asked for as SIGTERM is sent.
    const inFlight = fetch(`${shop}/de/adults/socks?sort=price-desc`);
    const signalled = performance.now();
    server.kill('SIGTERM');
    await Promise.all([probe(), ...load]);
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('</html>');

    expect(await exited).toBe(0);
    const seconds = (performance.now() - signalled) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(DELAY_SECONDS);
    expect(seconds).toBeLessThan(DELAY_SECONDS + TIMEOUT_SECONDS);
    expect(failures).toEqual([]);
    expect(answers.every((status) => status === 200)).toBe(true);
    await expect(fetch(`${shop}/healthz`)).rejects.toThrow();
  }, 60_000);
});
