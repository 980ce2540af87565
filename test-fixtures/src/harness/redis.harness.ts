import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RedisHarness {
  /** redis://127.0.0.1:<port>, the same across stop and start. */
  url: string;
  /** Kills the server at once, as a crash or a lost host would (clients see their connections drop). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing is answered, as with an overloaded or stuck server. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

const SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const ENSURE_SCRIPT = resolve(import.meta.dirname, '../../../scripts/ensure-redis.mjs');
const READY = 'Ready to accept connections';
const START_TIMEOUT_MS = 10_000;

let ensured = false;

/**
 * Debian's redis-server on a free port of 127.0.0.1 in a temporary folder, with nothing persisted, for tests that run
 * shop instances sharing it. It is installed first when missing (scripts/ensure-redis.mjs).
 */
export async function startRedis(): Promise<RedisHarness> {
  if (!ensured) {
    execFileSync(process.execPath, [ENSURE_SCRIPT], { stdio: 'inherit' });
    ensured = true;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sockshop-redis-'));
  let port = 0;
  let child: ChildProcess | undefined;
  // The free port is handed out before redis-server binds it, so another process may take it in between: try again.
  for (let attempt = 0; !child; attempt++) {
    port = await freePort();
    try {
      child = await launch(port, dir);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  // A test run that ends without closing (a crash, a timeout) must not leave the server running on a shared machine.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    async start() {
      if (child) return;
      child = await launch(port, dir);
    },
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    async close() {
      process.off('exit', killOnExit);
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    SERVER_PATH,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--loglevel',
      'notice',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((ready, fail) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`redis-server did not start on port ${port}:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(READY)) return;
      clearTimeout(timer);
      child.stdout?.off('data', read);
      child.stdout?.resume();
      ready(child);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`redis-server on port ${port} exited (${code ?? signal}):\n${output}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? found(address.port) : fail(new Error('no port'))));
    });
  });
}
