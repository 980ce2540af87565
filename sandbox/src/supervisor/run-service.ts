import { createLogger } from '../logging/logger.js';
import { loadSandboxEnv } from '../sandbox-env.js';
import { resolveSecrets } from '../sandbox-secrets.js';
import { requestedPorts } from '../sandbox-services.js';
import { SERVICE_NAMES, type ServiceName } from '../service-names.js';
import { type StartedService, startService } from '../start-service.js';
import { NotifyUrlMessageSchema, type ReadyMessage } from './protocol.js';

/**
 * One service's own process (`main.ts --service <name>`), started by the sandbox's supervisor: the settings come from
 * the environment as the supervisor passed it (SANDBOX_PORTS names every port known), the secrets from DATA_DIR.
 * It tells the supervisor its port once it listens, and stops on SIGTERM or SIGINT or when the supervisor is gone.
 */
export async function runService(name: string | undefined): Promise<void> {
  let service: StartedService;
  try {
    if (!(SERVICE_NAMES as readonly (string | undefined)[]).includes(name)) {
      throw new Error(`--service must name one of ${SERVICE_NAMES.join(', ')}`);
    }
    const env = loadSandboxEnv(process.env);
    const logger = createLogger({ level: env.LOG_LEVEL, fields: { service: 'sandbox' } });
    service = await startService(name as ServiceName, { env, ports: requestedPorts(env), secrets: resolveSecrets(env), logger });
  } catch (error) {
    process.stderr.write(`the ${name} service did not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.on('message', (message) => {
    const notify = NotifyUrlMessageSchema.safeParse(message);
    if (notify.success) service.setNotifyUrl?.(notify.data.url);
  });
  process.send?.({ type: 'ready', port: service.port } satisfies ReadyMessage);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    // The SQLite databases close with their services, so a restart finds every cart and order.
    await service.close();
    process.exit(0);
  };
  // Stopped on purpose: exit 0, which the supervisor does not answer with a restart. A supervisor gone ends it too.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop());
  process.on('disconnect', () => void stop());
}
