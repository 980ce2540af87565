/** Storyblok asset URLs carry their size as a path segment (`/f/123/1920x1080/abc/name.jpg`). */
export function assetSize(filename: string, fallback: { width: number; height: number }): { width: number; height: number } {
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(filename);
  if (!match) return fallback;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : fallback;
}
