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
