import type { SandboxLogger } from '../logging/logger.js';
import type { ServiceName } from '../service-names.js';
import { type NotifyUrlMessage, ReadyMessageSchema } from './protocol.js';
import { createRestartBackoff } from './restart-backoff.js';

/** A service closes its server and database on SIGTERM; one that has not exited this long after is killed. */
const STOP_WITHIN_MS = 10_000;

/** What the supervisor uses of a service's child process (a `ChildProcess` with an IPC channel). */
export interface ServiceChild {
  readonly pid?: number | undefined;
  readonly connected: boolean;
  kill(signal?: NodeJS.Signals): boolean;
  send(message: NotifyUrlMessage): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface ServiceProcessOptions {
  name: ServiceName;
  /** The port asked for at the first start (0: any free one); every restart asks for the port the first one got. */
  port: number;
  /** Starts one process of the service listening on `port`. */
  spawn(port: number): ServiceChild;
  logger: SandboxLogger;
}

export interface ServiceProcess {
  /** The port, once the first process listens; rejected if that process exits before (the sandbox cannot start). */
  readonly ready: Promise<number>;
  /** The current process's id; undefined while the service waits to be started again. */
  pid(): number | undefined;
  /** Sent to the current process, if it runs. */
  send(message: NotifyUrlMessage): void;
  /** Stops the process for good: no restart follows. */
  stop(): Promise<void>;
}

/**
 * Keeps one sandbox service running in a process of its own: a process that crashes (or is killed) after the service
 * once listened is started again on the same port, after a wait that grows with crashes in a row (RESTART_BACKOFF):
 * a crash in one service never reaches the others, and a service that cannot start does not spin the CPU.
 */
export function superviseService(options: ServiceProcessOptions): ServiceProcess {
  const { name, logger } = options;
  const backoff = createRestartBackoff();
  let port = options.port;
  let child: ServiceChild | undefined;
  let listened = false;
  let stopping = false;
  let restart: NodeJS.Timeout | undefined;
  let settle!: { resolve(port: number): void; reject(error: Error): void };
  const ready = new Promise<number>((resolve, reject) => {
    settle = { resolve, reject };
  });

  const start = () => {
    restart = undefined;
    const startedAt = Date.now();
    const current = options.spawn(port);
    child = current;
    let exited = false;
    current.on('message', (message) => {
      const parsed = ReadyMessageSchema.safeParse(message);
      if (!parsed.success) return;
      port = parsed.data.port;
      if (listened) logger.info('service started again', { service: name, pid: current.pid, port });
      listened = true;
      settle.resolve(port);
    });
    const onExit = (code: number | null, how: string) => {
      if (exited) return;
      exited = true;
      if (child === current) child = undefined;
      if (!listened) settle.reject(new Error(`the ${name} service stopped before it listened (${how})`));
      if (stopping || !listened) return;
      // Exit code 0 is a stop on purpose (a signal to the whole process group reaches the services and the supervisor
      // at once), as a process manager's restart on failure sees it: only a crash or a kill is answered with a restart.
      if (code === 0) {
        logger.warn('service stopped', { service: name, pid: current.pid });
        return;
      }
      const wait = backoff.next(Date.now() - startedAt);
      logger.error('service stopped; starting it again', { service: name, pid: current.pid, exit: how, restartInMs: wait });
      restart = setTimeout(start, wait);
    };
    current.on('exit', (code, signal) => onExit(code, signal ?? `exit code ${code}`));
    // A process that could not be spawned has no pid and may never report an exit; other errors (a message that could
    // not be sent) leave the process running.
    current.on('error', (error) => {
      if (current.pid === undefined) onExit(null, error.message);
      else logger.warn('service process error', { service: name, pid: current.pid, error });
    });
  };
  start();

  return {
    ready,
    pid: () => child?.pid,
    send(message) {
      if (child?.connected) child.send(message);
    },
    async stop() {
      stopping = true;
      clearTimeout(restart);
      const current = child;
      if (!current) return;
      await new Promise<void>((done) => {
        const force = setTimeout(() => current.kill('SIGKILL'), STOP_WITHIN_MS);
        current.on('exit', () => {
          clearTimeout(force);
          done();
        });
        current.kill('SIGTERM');
      });
    },
  };
}
