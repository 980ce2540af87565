// Types of scripts/cluster/topology.mjs for the TypeScript that starts the cluster (tests/cluster, the cluster bench).

export interface ClusterOptions {
  /** Shop instances behind Varnish; 2 by default. */
  instances?: number;
  /** `inherit` shows every process's log (npm run cluster); `quiet` keeps stderr for failures only. */
  output?: 'inherit' | 'quiet';
  /** Extra environment for the sandbox and every instance. */
  env?: Record<string, string>;
  /** Pins the shop instances to these cores (taskset -c). */
  cpu?: string;
}

export interface ClusterInstance {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  readonly metricsUrl: string;
  readonly pid: number;
  /** Starts it again on its port, with its environment; resolves once /readyz answers 200. */
  start(): Promise<void>;
  /** Sends the signal (SIGTERM by default) and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  varnish: {
    readonly url: string;
    readonly workDir: string;
    /** Starts varnishd again (same port, work dir and VCL); resolves once it answers through an instance. */
    start(): Promise<void>;
    stop(): Promise<void>;
    /** varnishstat's counters by name, e.g. `MAIN.cache_hit`. */
    stats(): Record<string, number>;
    /** Whether its probe has each instance in rotation, by instance name (`shop 1` → true). */
    health(): Record<string, boolean>;
  };
  instances: ClusterInstance[];
  redis: { readonly url: string; readonly port: number };
  sandbox: { readonly dataDir: string; readonly services: Record<string, string> };
  /** Stops Varnish, the instances, the sandbox and Redis, in that order, and removes the scratch dir. */
  stop(): Promise<void>;
}

export const VCL_DIR: string;
export function ensureClusterPackages(): void;
export function ensureBuild(options?: { force?: boolean }): void;
export function freePort(): Promise<number>;
export function startCluster(options?: ClusterOptions): Promise<Cluster>;
export function varnishStats(workDir: string): Record<string, number>;
export function backendHealth(workDir: string): Record<string, boolean>;
