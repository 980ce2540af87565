import { spawn } from 'node:child_process';
import { createLogger, type SandboxLogger } from '../logging/logger.js';
import { loadSandboxEnv } from '../sandbox-env.js';
import { resolveSecrets } from '../sandbox-secrets.js';
import {
  formatPorts,
  type Ports,
  providerNotifyUrl,
  requestedPorts,
  servicesToStart,
  serviceUrls,
  shopEnvironment,
} from '../sandbox-services.js';
import type { ServiceName } from '../service-names.js';
import type { RunningSandbox } from '../start-sandbox.js';
import { type ServiceProcess, superviseService } from './service-process.js';

/** How one service's process is run: `execPath` with `args` and the service's name after them. */
export interface ServiceCommand {
  execPath: string;
  args: string[];
}

export interface SupervisedSandbox extends RunningSandbox {
  /** The services' ports as SANDBOX_PORTS names them: a sandbox started again with them comes back where it was. */
  ports: string;
  /** Each service's current process id (absent while a crashed one waits to be started again). */
  pids(): Partial<Record<ServiceName, number>>;
}

/**
 * The sandbox process's supervisor: every service whose URL the environment leaves empty runs in a process of its own
 * (`command`), so a crash, even a native abort, takes down one service, which is started again on its port while the
 * others keep answering. The supervisor settles the ports and the secrets once, before any service starts: every
 * process of the sandbox, and every restart, gets the same, so the shop's environment stays valid.
 */
export async function superviseSandbox(
  environment: Record<string, string | undefined>,
  options: { command: ServiceCommand; logger?: SandboxLogger },
): Promise<SupervisedSandbox> {
  const env = loadSandboxEnv(environment);
  const logger = options.logger ?? createLogger({ level: env.LOG_LEVEL, fields: { service: 'sandbox' } });
  // Read or made here, once: service processes starting side by side would each make their own.
  const secrets = resolveSecrets(env);
  const ports: Ports = requestedPorts(env);
  const services = new Map<ServiceName, ServiceProcess>();
  const spawnService = (name: ServiceName) => (port: number) =>
    spawn(options.command.execPath, [...options.command.args, name], {
      env: { ...environment, SANDBOX_PORTS: formatPorts({ ...ports, [name]: port }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  const stopAll = async () => {
    // Reverse order: the commerce service stops before the provider it notifies.
    for (const service of [...services.values()].reverse()) await service.stop();
  };

  const started: Promise<void>[] = [];
  try {
    for (const name of servicesToStart(env)) {
      const service = superviseService({ name, port: ports[name] ?? 0, spawn: spawnService(name), logger });
      services.set(name, service);
      const listening = service.ready.then((port) => {
        ports[name] = port;
      });
      listening.catch(() => {});
      started.push(listening);
      // A service asking for any free port is waited for: the services after it name its port in their settings.
      if (!ports[name]) await listening;
    }
    await Promise.all(started);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const notifyUrl = providerNotifyUrl(env, ports);
  if (notifyUrl) services.get('paymentProvider')?.send({ type: 'notify-url', url: notifyUrl });

  return {
    env: shopEnvironment(env, ports, secrets),
    urls: serviceUrls(env, ports),
    ports: formatPorts(ports),
    pids: () => Object.fromEntries([...services].map(([name, service]) => [name, service.pid()])),
    close: stopAll,
  };
}
