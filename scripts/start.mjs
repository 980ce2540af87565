#!/usr/bin/env node
// `npm start` / `npm run serve`: the launcher. Starts the sandbox process, which supervises a process
// per service whose URL the environment leaves empty and writes their URLs and secrets to DATA_DIR/sandbox.json, then
// the shop server with the environment plus that file (a value set in the environment wins, so a configured real
// service is passed through).
// Either process that crashes or is killed is started again, after 0.5 s doubling to 10 s for crashes in a row (a
// healthy minute starts the count over): the sandbox on the ports and with the secrets it had, so the running server's
// configuration stays valid, and the server keeps serving (cached pages, degraded content) while the sandbox is down.
// SIGTERM and SIGINT stop the server, then the sandbox, then the launcher. A process that fails at its first start (a
// bad configuration), or the server exiting 0 (asked to stop), stops the launcher.
//   node scripts/start.mjs         compiled JavaScript (npm run build first): sandbox/dist/main.js, server/dist/main.js
//   node scripts/start.mjs --dev   TypeScript sources through tsx, the server with Vite's hot reload
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dev = process.argv.includes('--dev');
const dataDir = process.env.DATA_DIR || '.data';
const sandboxFile = join(dataDir, 'sandbox.json');
const READY_WITHIN_MS = 60_000;
const RESTART = { firstMs: 500, maxMs: 10_000, healthyAfterMs: 60_000 };

const node = (entry, ...args) =>
  dev ? ['--conditions=source', '--import', 'tsx', `${entry}/src/main.ts`, ...args] : [`${entry}/dist/main.js`, ...args];
const baseEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production') };

if (!dev) {
  for (const entry of ['sandbox/dist/main.js', 'server/dist/main.js']) {
    if (!existsSync(entry)) fail(`${entry} is missing: run \`npm run build\` first (\`npm start\` does).`);
  }
}

let stopping = false;
/** The sandbox's ports (SANDBOX_PORTS), as its first start reported them: every restart asks for the same. */
let sandboxPorts;
/** @type {ReturnType<typeof keepRunning> | undefined} */
let server;

// A file left by an earlier run names ports and secrets that may be gone: wait for this run's own. Restarts rewrite it
// with the same values.
rmSync(sandboxFile, { force: true });
const sandbox = keepRunning('sandbox', () =>
  spawn(process.execPath, node('sandbox'), {
    env: sandboxPorts ? { ...baseEnv, SANDBOX_PORTS: sandboxPorts } : baseEnv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  }),
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stopAll(0));

const ready = await Promise.race([sandbox.ready, new Promise((done) => setTimeout(done, READY_WITHIN_MS).unref())]);
if (!ready) await stopAll(1, `the sandbox wrote no ${sandboxFile} within ${READY_WITHIN_MS / 1000} s`);
sandboxPorts = ready.ports;
const services = JSON.parse(readFileSync(sandboxFile, 'utf8'));
server = keepRunning('server', () =>
  spawn(process.execPath, node('server', ...(dev ? ['--dev'] : [])), {
    // No balancer watches /readyz here: a stop needs no delay before the server stops accepting (unless one is set).
    env: { SHUTDOWN_DELAY_SECONDS: '0', ...services, ...withoutEmpty(baseEnv) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  }),
);

/**
 * Keeps one process running. `ready` resolves with the first process's first message (the sandbox's `{ ports }`
 * once its file is written, the server's once it listens). An exit before that stops the launcher: a bad
 * configuration is reported once, not retried. After it, a crash or a kill is answered with a restart; exit code 0
 * means the process was asked to stop.
 */
function keepRunning(name, start) {
  let child;
  let restart;
  let crashes = 0;
  let readyOnce = false;
  let markReady;
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });
  const run = () => {
    if (stopping) return;
    const startedAt = Date.now();
    const current = start();
    child = current;
    log('info', `the ${name} started`, { pid: current.pid });
    current.once('message', (message) => {
      readyOnce = true;
      markReady(message);
    });
    current.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      const exit = signal ?? `exit code ${code}`;
      if (!readyOnce) return void stopAll(1, `the ${name} stopped before it was ready (${exit})`);
      if (code === 0) {
        if (name === 'server') return void stopAll(0, 'the server stopped');
        return log('warn', `the ${name} stopped`, { pid: current.pid, exit });
      }
      if (Date.now() - startedAt >= RESTART.healthyAfterMs) crashes = 0;
      const wait = Math.min(RESTART.maxMs, RESTART.firstMs * 2 ** crashes++);
      log('error', `the ${name} stopped; starting it again`, { pid: current.pid, exit, restartInMs: wait });
      restart = setTimeout(run, wait);
    });
  };
  run();
  return {
    ready,
    async stop() {
      clearTimeout(restart);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      await new Promise((done) => {
        current.once('exit', done);
        current.kill('SIGTERM');
      });
    },
  };
}

/** The server first, so requests in flight still reach the services; then the sandbox; then the launcher exits. */
async function stopAll(code, reason) {
  if (stopping) return;
  stopping = true;
  if (reason && code !== 0) process.stderr.write(`start: ${reason}\n`);
  else if (reason) log('info', reason);
  await server?.stop();
  await sandbox.stop();
  process.exit(code);
}

/** A JSON line, as the shop's and the sandbox's logs are. */
function log(level, message, data) {
  const line = { time: new Date().toISOString(), level, service: 'launcher', message, ...(data ? { data } : {}) };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** An empty variable means "not set" (the sandbox starts that service), so it must not hide the sandbox's value. */
function withoutEmpty(env) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

function fail(message) {
  process.stderr.write(`start: ${message}\n`);
  process.exit(1);
}
