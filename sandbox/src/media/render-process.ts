import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RenderReply, RenderRequest } from './render-child.js';

/** Why a picture could not be rendered; every one answers 503 with Retry-After (answer-image.ts). */
export type RenderFailureCode =
  | 'RENDERER_BUSY'
  | 'RENDERER_CRASHED'
  | 'RENDERER_UNAVAILABLE'
  | 'RENDER_TIMEOUT'
  | 'RENDER_FAILED'
  | 'RENDERER_CLOSED';

export class RenderFailure extends Error {
  constructor(
    readonly code: RenderFailureCode,
    message: string,
    /** When asking again may succeed. */
    readonly retryAfterSeconds = 1,
  ) {
    super(message);
  }
}

/** One child process that renders one picture at a time. */
export interface RenderProcess {
  readonly pid: number | undefined;
  /** True from sending a job until its answer (or the child's end). */
  readonly busy: boolean;
  /** Renders in the child; a job past `timeoutMs` (counted once the child is up) kills it. */
  render(request: RenderRequest, timeoutMs: number): Promise<Buffer>;
  /** Ends the child; a job in flight fails with `RENDERER_CLOSED`. */
  stop(): void;
}

export interface RenderProcessLimits {
  /** The child's data segment (RLIMIT_DATA) in bytes, set through util-linux's prlimit where it is installed. */
  memoryBytes: number;
  /** V8's old space in the child, in MB: the child's own JavaScript is small, its rasters live outside V8. */
  heapMb: number;
}

/** The child's modules load in well under a second; a machine busy enough to miss this cannot render either. */
const START_TIMEOUT_MS = 15_000;

// From the sources (tests, `npm run dev`) this file is TypeScript and the child runs through tsx; in the built sandbox
// it is part of sandbox/dist/main.js and the child is the bundled sandbox/dist/render-child.js beside it.
const fromSources = import.meta.url.endsWith('.ts');
const CHILD_ENTRY = fileURLToPath(new URL(fromSources ? './render-child.ts' : './render-child.js', import.meta.url));
const sourceLoader = () => ['--conditions=source', '--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

let prlimit: string | null | undefined;
/** util-linux's prlimit on the PATH, if any (looked up once). */
function findPrlimit(): string | undefined {
  prlimit ??=
    (process.env.PATH ?? '')
      .split(delimiter)
      .map((dir) => join(dir, 'prlimit'))
      .find((path) => existsSync(path)) ?? null;
  return prlimit ?? undefined;
}

/**
 * Forks the renderer child. Memory is bounded twice: V8's heap by `--max-old-space-size`, and everything resvg and sharp
 * allocate by RLIMIT_DATA (prlimit execs node with it, keeping the IPC channel). Not RLIMIT_AS: V8 reserves address
 * space it never uses (a 1 GiB limit stops node at start, and WebAssembly, which tsx and undici use, cannot reserve its
 * memory under 16 GiB); RLIMIT_DATA counts only memory that can be written, what a render actually takes.
 */
export function startRenderProcess(limits: RenderProcessLimits): RenderProcess {
  const nodeArgs = [`--max-old-space-size=${limits.heapMb}`, ...(fromSources ? sourceLoader() : [])];
  const limiter = findPrlimit();
  const child = fork(CHILD_ENTRY, [], {
    execPath: limiter ?? process.execPath,
    execArgv: limiter ? [`--data=${limits.memoryBytes}`, process.execPath, ...nodeArgs] : nodeArgs,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // The child never keeps the sandbox alive: a render in flight holds the event loop by its timer instead.
  child.unref();
  child.channel?.unref();

  let ended: RenderFailure | undefined;
  let settle: ((reply: RenderReply | RenderFailure) => void) | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new RenderFailure('RENDERER_UNAVAILABLE', `The renderer did not start within ${START_TIMEOUT_MS / 1000} s`));
      child.kill('SIGKILL');
    }, START_TIMEOUT_MS);
    settle = (reply) => {
      clearTimeout(timer);
      if (reply instanceof RenderFailure) reject(reply);
      else resolve();
    };
  });
  // Awaited by each job; a child that never starts must not leave an unhandled rejection behind.
  ready.catch(() => undefined);

  const end = (failure: RenderFailure) => {
    ended ??= failure;
    settle?.(ended);
    settle = undefined;
  };
  child.on('message', (reply: RenderReply) => {
    const current = settle;
    settle = undefined;
    current?.(reply);
  });
  child.on('error', (error) => end(new RenderFailure('RENDERER_UNAVAILABLE', `The renderer could not start: ${error.message}`)));
  child.on('exit', (code, signal) =>
    end(new RenderFailure('RENDERER_CRASHED', `The renderer stopped (${signal ?? `exit code ${code}`}) while drawing this picture`)),
  );

  let busy = false;
  return {
    get pid() {
      return child.pid;
    },
    get busy() {
      return busy;
    },
    async render(request, timeoutMs) {
      await ready;
      if (ended) throw ended;
      busy = true;
      try {
        const reply = await new Promise<RenderReply | RenderFailure>((resolve) => {
          const timer = setTimeout(() => {
            end(new RenderFailure('RENDER_TIMEOUT', `The picture took over ${timeoutMs / 1000} s to render`, 10));
            child.kill('SIGKILL');
          }, timeoutMs);
          settle = (answer) => {
            clearTimeout(timer);
            resolve(answer);
          };
          child.send(request);
        });
        if (reply instanceof RenderFailure) throw reply;
        if ('error' in reply) throw new RenderFailure('RENDER_FAILED', `The picture could not be rendered: ${reply.error}`);
        if (!('body' in reply)) throw new RenderFailure('RENDER_FAILED', 'The renderer answered without a picture');
        return Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength);
      } finally {
        busy = false;
      }
    },
    stop() {
      end(new RenderFailure('RENDERER_CLOSED', 'The picture service is stopping'));
      child.kill('SIGKILL');
    },
  };
}
