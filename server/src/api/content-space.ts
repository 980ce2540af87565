import { z } from 'zod';

const SpaceAnswer = z.object({ space: z.object({ id: z.number().int().positive() }) });

/** After a failed look-up, the next one waits this long: a flood of preview links cannot flood the content service. */
const RETRY_AFTER_MS = 5_000;

/**
 * The id of the content space the shop's token belongs to (`GET cdn/spaces/me`, which Storyblok answers for the
 * token's own space): a visual-editor link signed for any other space is refused. Asked when a preview link first
 * needs it and kept (a token's space never changes); null while the content service cannot say.
 */
export function createContentSpace(options: { apiUrl: string; token: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}/cdn/spaces/me`);
  url.searchParams.set('token', options.token);
  let known: number | null = null;
  let asking: Promise<number | null> | null = null;
  let failedAt = Number.NEGATIVE_INFINITY;

  async function ask(): Promise<number | null> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000), headers: { accept: 'application/json' } });
      const parsed = SpaceAnswer.safeParse(response.ok ? await response.json() : null);
      if (parsed.success) known = parsed.data.space.id;
    } catch {
      // unreachable or not JSON: unknown for now
    }
    if (known === null) failedAt = now();
    return known;
  }

  return function spaceId(): Promise<number | null> {
    if (known !== null) return Promise.resolve(known);
    if (now() - failedAt < RETRY_AFTER_MS) return Promise.resolve(null);
    asking ??= ask().finally(() => {
      asking = null;
    });
    return asking;
  };
}
