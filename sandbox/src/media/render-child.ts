import { encode, type MediaRenderMode, type RenderKey } from './encode.js';

/**
 * The renderer's child process (render-pool.ts forks it): resvg and sharp run here, so a native panic, a runaway
 * allocation or a render past its time ends this process, never the sandbox's services. One job at a time.
 */

export interface RenderRequest {
  svg: string;
  key: RenderKey;
  mode: MediaRenderMode;
}
export type RenderReply = { ready: true } | { body: Uint8Array } | { error: string };

const send = (reply: RenderReply) => process.send?.(reply);

process.on('message', (request: RenderRequest) => {
  encode(request.svg, request.key, request.mode).then(
    (body) => send({ body }),
    (error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }),
  );
});
// The parent is gone (or let go of this child): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
