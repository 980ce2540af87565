import { loadSandboxEnv } from './sandbox-env.js';
import { writeSandboxFile } from './sandbox-file.js';
import { type RunningSandbox, startSandbox } from './start-sandbox.js';

/**
 * The sandbox process (DECISIONS 16): starts the services whose URLs the environment leaves empty, writes the shop's
 * environment for them to DATA_DIR/sandbox.json (secrets included, owner-readable only) and prints one JSON line with
 * their URLs (never a secret). `scripts/start.mjs` waits for the file, then starts the shop with it.
 */
let sandbox: RunningSandbox;
let file: string;
try {
  const env = loadSandboxEnv(process.env);
  sandbox = await startSandbox(process.env);
  file = writeSandboxFile(env.DATA_DIR, sandbox.env);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
const line = { time: new Date().toISOString(), level: 'info', service: 'sandbox', message: 'sandbox ready', file, urls: sandbox.urls };
process.stdout.write(`${JSON.stringify(line)}\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // The SQLite databases close with their services, so a restart finds every cart and order (DECISIONS 3).
  await sandbox.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
