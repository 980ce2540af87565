import { loadSandboxEnv } from '../sandbox-env.js';
import { writeSandboxFile } from '../sandbox-file.js';
import { type SupervisedSandbox, superviseSandbox } from './supervise-sandbox.js';

/**
 * The sandbox process: supervises a process per service whose URL the environment leaves empty, writes
 * the shop's environment for them to DATA_DIR/sandbox.json once they all listen (secrets included, owner-readable
 * only) and prints one JSON line with their URLs (never a secret). `scripts/start.mjs` waits for it, then starts the
 * shop with the file; told the services' ports (IPC), it starts this process again on them if it dies.
 */
export async function runSandbox(): Promise<void> {
  let sandbox: SupervisedSandbox;
  let file: string;
  try {
    const env = loadSandboxEnv(process.env);
    // Each service runs this same program (the bundle, or the sources through tsx) with `--service <name>`.
    const command = { execPath: process.execPath, args: [...process.execArgv, process.argv[1]!, '--service'] };
    sandbox = await superviseSandbox(process.env, { command });
    file = writeSandboxFile(env.DATA_DIR, sandbox.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  const line = {
    time: new Date().toISOString(),
    level: 'info',
    service: 'sandbox',
    message: 'sandbox ready',
    file,
    urls: sandbox.urls,
    pid: process.pid,
    pids: sandbox.pids(),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  process.send?.({ type: 'ready', ports: sandbox.ports });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await sandbox.close();
    process.exit(0);
  };
  // Stopped on purpose: exit 0, which the launcher does not answer with a restart. A launcher gone ends it too.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown());
  process.on('disconnect', () => void shutdown());
}
