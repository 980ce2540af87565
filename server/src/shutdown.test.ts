import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { type SandboxHarness, startTestSandbox } from '@sockshop/test-fixtures/harness/sandbox.harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 6 "Operations": SIGTERM lets requests in flight finish, then the process exits cleanly.
const PORT = 3700 + (process.pid % 40) * 5;

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// The services the server talks to, as `npm start` runs them beside it (DECISIONS 16).
let sandbox: SandboxHarness;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('graceful shutdown', () => {
  it('finishes the request in flight when SIGTERM arrives, then exits 0 and refuses new ones', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...sandbox.env,
        PORT: String(PORT),
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ready = await get('/healthz').then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The first render of a category page loads content and products: long enough to still be running at SIGTERM.
    const inFlight = get('/de/adults/socks');
    await new Promise((resolve) => setTimeout(resolve, 30));
    child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('</html>');
    expect(await exited).toBe(0);
    await expect(get('/healthz')).rejects.toThrow();
  }, 90_000);
});
