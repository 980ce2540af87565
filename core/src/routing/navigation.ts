/** Where the page scrolls after a route change (spec §2): to the hash anchor when present, else to the top, unless disabled. */
export type ScrollTarget = { to: 'top' } | { to: 'anchor'; id: string } | null;

export function scrollTargetOf({ hash, disabled = false }: { hash?: string; disabled?: boolean }): ScrollTarget {
  if (disabled) return null;
  const id = (hash ?? '').replace(/^#/, '');
  return id ? { to: 'anchor', id: safeDecode(id) } : { to: 'top' };
}

/** spec §4: a new build id from the periodic check shows the update notice. */
export function hasNewBuild(currentBuildId: string, latestBuildId: string | null | undefined): boolean {
  return !!latestBuildId && latestBuildId !== currentBuildId;
}

/** spec §4: cache and chunk load errors reload the target path instead of showing an error. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    text,
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
