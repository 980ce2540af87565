import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where rendered pictures are kept: on disk (this file) or in memory (memory-cache.ts). */
export interface PictureCache {
  read(name: string): Promise<Buffer | undefined>;
  write(name: string, body: Buffer): Promise<void>;
}

export interface DiskCacheLimits {
  maxBytes: number;
  maxFiles: number;
}

/**
 * MEDIA_CACHE_MAX_MB and MEDIA_CACHE_MAX_FILES: every picture of the generated catalogue at the shop's widths and
 * placeholder in both raster formats is, by estimate, about 12,000 files and 0.9 GB, so what shoppers see stays cached
 * while junk sizes cannot fill the disk or its inodes.
 */
export const DISK_CACHE_LIMITS: DiskCacheLimits = { maxBytes: 1024 * 1024 * 1024, maxFiles: 20_000 };

/** Over a cap, the least recently used pictures go until the folder is back under this share of it. */
const LOW_WATER = 0.9;
/**
 * A use moves the file's modification time to now (its last use, for other processes and after a restart), at most
 * once an hour per picture, so most cached hits cost no write.
 */
const TOUCH_AFTER_MS = 60 * 60 * 1000;
/** A partial file this old was left by a process that died while writing it. */
const ABANDONED_PARTIAL_MS = 10 * 60 * 1000;
/** Files statted at once while the folder is read, so cached pictures are not read behind thousands of stats. */
const STAT_BATCH = 64;

interface Entry {
  size: number;
  usedAt: number;
  /** The file's modification time as last read or set: the use other processes (and a restart) see. */
  touchedAt: number;
}

/**
 * Pictures in `dir`, least recently used first out once the folder passes `maxBytes` or `maxFiles`. Several processes
 * may share the folder: each writes under a name of its own and renames into place (a reader never sees half a file),
 * marks a use on the file's modification time, and lists the folder after each write (a stat only for names it has
 * not seen), so the caps hold for the folder, not for each writer.
 */
export function createDiskCache(dir: string, limits: DiskCacheLimits = DISK_CACHE_LIMITS): PictureCache {
  // What the folder holds as this process last listed it, with the uses it saw.
  const entries = new Map<string, Entry>();
  let listed = false;
  // One listing and eviction at a time, in the order of the writes that asked for them.
  let upkeep: Promise<void> = Promise.resolve();
  let folderReady: Promise<unknown> | undefined;

  const keepUnderCaps = async () => {
    await list(dir, entries);
    listed = true;
    let bytes = 0;
    for (const entry of entries.values()) bytes += entry.size;
    const isOver = (share: number) => entries.size > limits.maxFiles * share || bytes > limits.maxBytes * share;
    if (!isOver(1)) return;
    const oldestFirst = [...entries].sort(([, a], [, b]) => a.usedAt - b.usedAt);
    for (const [name, entry] of oldestFirst) {
      if (!isOver(LOW_WATER)) break;
      await rm(join(dir, name), { force: true });
      entries.delete(name);
      bytes -= entry.size;
    }
  };

  return {
    async read(name) {
      const body = await readFile(join(dir, name)).catch(() => undefined);
      if (!body || !listed) return body;
      const now = Date.now();
      const entry = entries.get(name) ?? { size: body.length, usedAt: now, touchedAt: 0 };
      const touch = now - entry.touchedAt > TOUCH_AFTER_MS;
      entries.set(name, { size: entry.size, usedAt: now, touchedAt: touch ? now : entry.touchedAt });
      if (touch) void utimes(join(dir, name), now / 1000, now / 1000).catch(() => undefined);
      return body;
    },
    async write(name, body) {
      folderReady ??= mkdir(dir, { recursive: true });
      await folderReady;
      const partial = join(dir, `${name}.${process.pid}-${randomUUID()}.partial`);
      try {
        await writeFile(partial, body);
        await rename(partial, join(dir, name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const now = Date.now();
      entries.set(name, { size: body.length, usedAt: now, touchedAt: now });
      upkeep = upkeep.then(keepUnderCaps, keepUnderCaps);
      await upkeep;
    },
  };
}

/**
 * Brings `entries` up to the folder's content: names gone are dropped, names not seen before are statted (their use
 * is their modification time), and partial files abandoned by a dead writer are removed.
 */
async function list(dir: string, entries: Map<string, Entry>): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const present = new Set(names);
  for (const name of entries.keys()) if (!present.has(name)) entries.delete(name);
  const unseen = names.filter((name) => !entries.has(name));
  const now = Date.now();
  for (let i = 0; i < unseen.length; i += STAT_BATCH) {
    await Promise.all(
      unseen.slice(i, i + STAT_BATCH).map(async (name) => {
        const file = await stat(join(dir, name)).catch(() => undefined);
        if (!file?.isFile()) return;
        if (!name.endsWith('.partial')) entries.set(name, { size: file.size, usedAt: file.mtimeMs, touchedAt: file.mtimeMs });
        else if (now - file.mtimeMs > ABANDONED_PARTIAL_MS) await rm(join(dir, name), { force: true });
      }),
    );
  }
}
