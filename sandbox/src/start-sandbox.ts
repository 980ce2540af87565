import type { RunningService } from './http/serve.js';
import { createLogger, type SandboxLogger } from './logging/logger.js';
import { loadSandboxEnv } from './sandbox-env.js';
import { resolveSecrets } from './sandbox-secrets.js';
import {
  type Ports,
  providerNotifyUrl,
  requestedPorts,
  type ShopEnvironment,
  servicesToStart,
  serviceUrls,
  shopEnvironment,
} from './sandbox-services.js';
import { type StartedService, startService } from './start-service.js';

export interface RunningSandbox {
  /** The shop's environment for the services started here; the services configured as real ones are absent. */
  env: ShopEnvironment;
  /** Each started service's base URL by name: safe to print (no secrets). */
  urls: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Starts every service whose URL the environment does not configure, each on its own port and
 * speaking the real protocol, all in this process (tests). The sandbox process (`main.ts`) runs each in a process of
 * its own under a supervisor instead (`supervisor/supervise-sandbox.ts`), with the same ports, secrets and settings.
 */
export async function startSandbox(
  environment: Record<string, string | undefined>,
  options: { logger?: SandboxLogger } = {},
): Promise<RunningSandbox> {
  const env = loadSandboxEnv(environment);
  const logger = options.logger ?? createLogger({ level: env.LOG_LEVEL, fields: { service: 'sandbox' } });
  const names = servicesToStart(env);
  const secrets = resolveSecrets(env);
  const ports: Ports = requestedPorts(env);
  const running: StartedService[] = [];

  try {
    for (const name of names) {
      const service = await startService(name, { env, ports, secrets, logger });
      running.push(service);
      ports[name] = service.port;
    }
  } catch (error) {
    // A port in use or a damaged database: what did start stops again, so the process can exit.
    await closeAll(running);
    throw error;
  }
  // The provider started before commerce had a port when it was asked for any free one.
  const notifyUrl = providerNotifyUrl(env, ports);
  if (notifyUrl) running[names.indexOf('paymentProvider')]?.setNotifyUrl?.(notifyUrl);

  return { env: shopEnvironment(env, ports, secrets), urls: serviceUrls(env, ports), close: () => closeAll(running) };
}

/** Reverse order: the commerce service stops before the provider it notifies. */
async function closeAll(running: RunningService[]): Promise<void> {
  for (const service of running.splice(0).reverse()) await service.close();
}
