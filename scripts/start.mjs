#!/usr/bin/env node
// `npm start` / `npm run serve`: the launcher (DECISIONS 16). Starts the sandbox process, which runs every service whose
// URL the environment leaves empty and writes their URLs and secrets to DATA_DIR/sandbox.json, then the shop server with
// the environment plus that file (a value set in the environment wins, so a configured real service is passed through).
// Signals go to both; when either process dies the other is stopped and the launcher exits.
//   node scripts/start.mjs         compiled JavaScript (npm run build first): sandbox/dist/main.js, server/dist/main.js
//   node scripts/start.mjs --dev   TypeScript sources through tsx, the server with Vite's hot reload
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dev = process.argv.includes('--dev');
const dataDir = process.env.DATA_DIR || '.data';
const sandboxFile = join(dataDir, 'sandbox.json');
const READY_WITHIN_MS = 60_000;

const node = (entry, ...args) =>
  dev ? ['--conditions=source', '--import', 'tsx', `${entry}/src/main.ts`, ...args] : [`${entry}/dist/main.js`, ...args];
const baseEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: process.env.NODE_ENV || (dev ? 'development' : 'production') };

if (!dev) {
  for (const entry of ['sandbox/dist/main.js', 'server/dist/main.js']) {
    if (!existsSync(entry)) fail(`${entry} is missing: run \`npm run build\` first (\`npm start\` does).`);
  }
}

// A file left by an earlier run names ports and secrets that may be gone: wait for this run's own.
rmSync(sandboxFile, { force: true });
const sandbox = spawn(process.execPath, node('sandbox'), { env: baseEnv, stdio: ['ignore', 'inherit', 'inherit'] });
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
let stopping = false;

sandbox.once('exit', (code, signal) => {
  if (!server && !stopping) fail(`the sandbox stopped before it was ready (${signal ?? `exit code ${code}`})`);
  stop(stopping ? 0 : 1);
});

const services = await waitForSandboxFile();
if (services) {
  server = spawn(process.execPath, node('server', ...(dev ? ['--dev'] : [])), {
    env: { ...services, ...withoutEmpty(baseEnv) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.once('exit', (code) => stop(stopping ? (code ?? 0) : (code ?? 1)));
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    stop(0);
  });
}

/** Resolves with the file's variables once the sandbox has written it; undefined if the sandbox died first. */
async function waitForSandboxFile() {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (sandbox.exitCode !== null || sandbox.signalCode !== null) return undefined;
    if (existsSync(sandboxFile)) return JSON.parse(readFileSync(sandboxFile, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  sandbox.kill('SIGTERM');
  fail(`the sandbox wrote no ${sandboxFile} within ${READY_WITHIN_MS / 1000} s`);
}

/**
 * The server first, so requests in flight still reach the services; then the sandbox. The launcher exits once both
 * are gone (their ports are free again for a restart).
 */
let exitCode;
function stop(code) {
  exitCode ??= code;
  const running = (child) => child && child.exitCode === null && child.signalCode === null;
  if (running(server)) {
    server.kill('SIGTERM');
    return;
  }
  if (running(sandbox)) {
    sandbox.kill('SIGTERM');
    return;
  }
  process.exit(exitCode);
}

/** An empty variable means "not set" (the sandbox starts that service), so it must not hide the sandbox's value. */
function withoutEmpty(env) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

function fail(message) {
  process.stderr.write(`start: ${message}\n`);
  process.exit(1);
}
