// The shop as it runs in production, on this machine: Redis, the sandbox, N shop instances and Varnish in front, each on
// a free loopback port. `npm run cluster` (scripts/cluster.mjs), the cluster tests (tests/cluster) and
// `npm run bench -- cluster` all start it here, so they measure and test the same topology.
//
// Every child is tied to this process: the Node ones stop when their IPC channel closes (the shop and the sandbox
// already do), Redis and varnishd get a parent-death signal (setpriv), so no child outlives a crashed or killed parent.
// They run in process groups of their own: Ctrl-C in a terminal reaches the parent only, which stops them in order.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureDebianPackage } from '../apt-install.mjs';
import { ensureRedis, REDIS_SERVER } from '../ensure-redis.mjs';
import { backendsVcl } from './backends-vcl.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
export const VCL_DIR = join(ROOT, 'deploy/varnish');
const VARNISHD = '/usr/sbin/varnishd';
const READY_WITHIN_MS = 60_000;
/** A process asked to stop that has not exited this long after is killed (the shop's own drain is bounded lower). */
const STOP_WITHIN_MS = 20_000;

/** Installs redis-server and varnish from Debian when they are missing (as root with apt), else says how. */
export function ensureClusterPackages() {
  ensureRedis("The cluster runs Redis as the shop instances' shared store: it needs");
  ensureDebianPackage({
    what: `varnishd at ${VARNISHD}`,
    has: () => existsSync(VARNISHD),
    debianPackage: 'varnish',
    missing: ['The cluster runs Varnish in front of the shop instances, and varnishd is missing.'],
  });
}

/** Builds when the compiled server, sandbox or app is missing; `force` builds anyway. Serialised with other builds. */
export function ensureBuild({ force = false } = {}) {
  const built = ['server/dist/main.js', 'sandbox/dist/main.js', 'build/server/index.js'].every((file) => existsSync(join(ROOT, file)));
  if (built && !force) return;
  const lock = existsSync('/usr/bin/flock') ? ['flock', ['/tmp/build.lock', 'npm', 'run', 'build']] : ['npm', ['run', 'build']];
  const result = spawnSync(lock[0], lock[1], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** A port nobody listens on now, from the kernel. */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Starts the topology and resolves once Varnish answers through a healthy instance.
 * @param {import('./topology.d.mts').ClusterOptions} [options]
 * @returns {Promise<import('./topology.d.mts').Cluster>}
 */
export async function startCluster(options = {}) {
  const { instances: count = 2, output = 'inherit', env: extraEnv = {}, cpu } = options;
  ensureClusterPackages();
  ensureBuild();
  const scratch = mkdtempSync(join(tmpdir(), 'sockshop-cluster-'));
  const stdio = output === 'inherit' ? 'inherit' : 'ignore';
  /** @type {Set<Child>} */
  const running = new Set();
  let stopping = false;
  const ports = { varnish: await freePort(), redis: await freePort() };
  const varnishUrl = `http://127.0.0.1:${ports.varnish}`;
  const redisUrl = `redis://127.0.0.1:${ports.redis}`;
  const baseEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: output === 'inherit' ? 'info' : 'error',
    // Links, return URLs and the content webhook's default address are the public one: Varnish.
    PUBLIC_ORIGIN: varnishUrl,
  };

  /** @param {string} name @param {string} command @param {string[]} args @param {object} spawnOptions */
  const start = (name, command, args, spawnOptions) => {
    const tethered = !spawnOptions.ipc && existsSync('/usr/bin/setpriv');
    const child = spawn(tethered ? 'setpriv' : command, tethered ? ['--pdeathsig', 'TERM', '--', command, ...args] : args, {
      cwd: ROOT,
      env: spawnOptions.env ?? baseEnv,
      detached: true,
      stdio: ['ignore', stdio, output === 'inherit' ? 'inherit' : 'pipe', ...(spawnOptions.ipc ? ['ipc'] : [])],
    });
    const entry = { name, child, stderr: '' };
    child.stderr?.on('data', (chunk) => {
      entry.stderr = (entry.stderr + chunk).slice(-4000);
    });
    running.add(entry);
    child.once('exit', (code, signal) => {
      running.delete(entry);
      if (!stopping && !entry.stopping) {
        process.stderr.write(`cluster: the ${name} stopped (${signal ?? `exit code ${code}`})\n${entry.stderr}`);
      }
    });
    return entry;
  };

  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    // Varnish first (no new requests reach the instances), then the instances, the sandbox they call, Redis.
    for (const group of [['varnish'], ['shop'], ['sandbox'], ['redis']]) {
      await Promise.all([...running].filter((entry) => group.some((name) => entry.name.startsWith(name))).map((entry) => stopChild(entry)));
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  try {
    // Redis: a shared store for limits and invalidations, nothing worth keeping across runs.
    const redisDir = join(scratch, 'redis');
    mkdirSync(redisDir);
    const redis = start(
      'redis',
      REDIS_SERVER,
      [
        '--port',
        String(ports.redis),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        redisDir,
        '--loglevel',
        'warning',
      ],
      {},
    );
    await waitFor('Redis', redis, () => redisAnswers(ports.redis));

    // The sandbox once, as the launcher starts it: its services on free ports, their URLs and secrets in its file.
    const dataDir = join(scratch, 'data');
    mkdirSync(dataDir);
    const sandbox = start('sandbox', process.execPath, ['sandbox/dist/main.js'], {
      ipc: true,
      env: { ...baseEnv, DATA_DIR: dataDir, SANDBOX_PORT: '0', ...extraEnv },
    });
    // Its first message says its file is written.
    const written = new Promise((done) => sandbox.child.once('message', () => done(true)));
    await waitFor('the sandbox', sandbox, () => written);
    /** @type {Record<string, string>} */
    const services = JSON.parse(readFileSync(join(dataDir, 'sandbox.json'), 'utf8'));

    // The shop's instances: the launcher's environment (sandbox file under what is set) plus the shared store, the
    // cache to ban and a metrics port each.
    const instances = [];
    for (let index = 0; index < count; index++) {
      const port = await freePort();
      const metricsPort = await freePort();
      const env = {
        ...services,
        ...withoutEmpty(baseEnv),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        REDIS_URL: redisUrl,
        HTTP_CACHE_PURGE_URLS: varnishUrl,
        METRICS_PORT: String(metricsPort),
        // Every request comes from Varnish: limits key on the shopper's address it appends to X-Forwarded-For.
        TRUST_PROXY: 'true',
        ...extraEnv,
      };
      const name = `shop ${index + 1}`;
      const url = `http://127.0.0.1:${port}`;
      /** @type {Child | undefined} */
      let current;
      const instance = {
        name,
        url,
        port,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        get pid() {
          return current?.child.pid ?? 0;
        },
        async start() {
          current = start(
            name,
            cpu ? 'taskset' : process.execPath,
            [...(cpu ? ['-c', cpu, process.execPath] : []), 'server/dist/main.js'],
            {
              ipc: true,
              env,
            },
          );
          await waitFor(name, current, () => answersOk(`${url}/readyz`));
        },
        async stop(signal = 'SIGTERM') {
          if (current) await stopChild(current, signal);
        },
      };
      instances.push(instance);
    }
    await Promise.all(instances.map((instance) => instance.start()));

    // Varnish in front: the static VCL plus a backends file for these ports, its work dir in the scratch dir.
    const vclDir = join(scratch, 'vcl');
    mkdirSync(vclDir);
    writeFileSync(join(vclDir, 'backends.vcl'), backendsVcl(instances.map((instance) => ({ host: '127.0.0.1', port: instance.port }))));
    const workDir = join(scratch, 'varnish');
    /** @type {Child | undefined} */
    let varnishd;
    const varnish = {
      url: varnishUrl,
      workDir,
      async start() {
        varnishd = start(
          'varnish',
          VARNISHD,
          [
            '-F',
            // No privilege separation: it runs as whoever runs the cluster, in a work dir of its own.
            '-j',
            'none',
            '-n',
            workDir,
            '-a',
            `127.0.0.1:${ports.varnish}`,
            '-T',
            '127.0.0.1:0',
            '-s',
            'malloc,256m',
            '-p',
            `vcl_path=${vclDir}:${VCL_DIR}`,
            '-f',
            join(VCL_DIR, 'default.vcl'),
          ],
          {},
        );
        await waitFor('Varnish', varnishd, () => answersOk(`${varnishUrl}/readyz`));
      },
      async stop() {
        if (varnishd) await stopChild(varnishd);
      },
      stats: () => varnishStats(workDir),
      health: () => backendHealth(workDir),
    };
    await varnish.start();

    return {
      varnish,
      instances,
      redis: { url: redisUrl, port: ports.redis },
      sandbox: { dataDir, services },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * Varnish's counters (varnishstat -j), flattened to `MAIN.cache_hit` → value.
 * @param {string} workDir
 * @returns {Record<string, number>}
 */
export function varnishStats(workDir) {
  const result = spawnSync('varnishstat', ['-n', workDir, '-1', '-j'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`varnishstat failed: ${result.stderr}`);
  const parsed = JSON.parse(result.stdout);
  const counters = parsed.counters ?? parsed;
  return Object.fromEntries(
    Object.entries(counters)
      .filter(([, counter]) => typeof counter === 'object' && counter !== null && 'value' in counter)
      .map(([name, counter]) => [name, Number(counter.value)]),
  );
}

/**
 * Whether Varnish's probe counts each instance in rotation, by instance (`shop 1` → true).
 * @param {string} workDir
 * @returns {Record<string, boolean>}
 */
export function backendHealth(workDir) {
  const result = spawnSync('varnishadm', ['-n', workDir, 'backend.list', '-j'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`varnishadm backend.list failed: ${result.stderr || result.stdout}`);
  const [, , , backends] = JSON.parse(result.stdout);
  return Object.fromEntries(
    Object.entries(backends)
      .filter(([, backend]) => backend.type === 'backend')
      .map(([name, backend]) => [name.replace(/^.*\.shop_/, 'shop '), backend.probe_message?.[2] === 'healthy']),
  );
}

/** @typedef {{ name: string, child: import('node:child_process').ChildProcess, stderr: string, stopping?: boolean }} Child */

/** Waits until `ready` resolves true; the child exiting first, or the time running out, is an error. */
async function waitFor(what, entry, ready) {
  const deadline = Date.now() + READY_WITHIN_MS;
  const exited = new Promise((done) => entry.child.once('exit', (code, signal) => done({ code, signal })));
  while (Date.now() < deadline) {
    const outcome = await Promise.race([
      Promise.resolve(ready()).catch(() => false),
      exited,
      new Promise((done) => setTimeout(() => done(false), 2_000)),
    ]);
    if (outcome === true) return;
    if (outcome && typeof outcome === 'object') {
      throw new Error(`${what} exited before it was ready (${outcome.signal ?? `exit code ${outcome.code}`})\n${entry.stderr}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what} was not ready within ${READY_WITHIN_MS / 1000} s\n${entry.stderr}`);
}

/** Asks the process to stop and waits for it; one still there after STOP_WITHIN_MS is killed. */
function stopChild(entry, signal = 'SIGTERM') {
  const { child } = entry;
  entry.stopping = true;
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill(signal);
  });
}

async function answersOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Redis answers PING with PONG once it accepts commands. */
function redisAnswers(port) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('data', (data) => {
      socket.destroy();
      done(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
  });
}

/** An empty variable means "not set" (the sandbox's value applies), as the launcher treats it. */
function withoutEmpty(env) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}
