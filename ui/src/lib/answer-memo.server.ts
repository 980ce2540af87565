/**
 * What a render derives from backend answers alone (parsed content settings, markup made from them), done once per
 * answer. Below the page cache the server keeps the content's and the catalogue's answers (server/src/pages/
 * answer-cache.ts) and hands every render the same frozen objects until an answer is asked again (its freshness window,
 * or a new content version after a publish). What is derived from those objects is therefore as fresh as they are:
 * kept in WeakMaps keyed by the objects themselves, it goes with the answer and needs no invalidation of its own.
 * Objects that are not frozen are no kept answer (development has no answer cache, a draft preview always asks the
 * content service, a failed answer falls back to a fresh `{}`): for those the work is done every time.
 */
interface Level {
  next: WeakMap<object, Level>;
  values: Map<string, unknown>;
}

const root = new WeakMap<object, Level>();

/**
 * `derive()`, kept for as long as every one of `answers` is alive, under `key` (which must name everything else the
 * result depends on, from a small set of values: a storefront code, not a shopper's input). Results are shared by
 * renders: callers must not change them.
 */
export function derivedOnce<T>(answers: readonly unknown[], key: string, derive: () => T): T {
  if (answers.length === 0 || !answers.every(isKeptAnswer)) return derive();
  let level: Level | undefined;
  let map = root;
  for (const answer of answers) {
    level = map.get(answer);
    if (!level) {
      level = { next: new WeakMap(), values: new Map() };
      map.set(answer, level);
    }
    map = level.next;
  }
  const values = (level as Level).values;
  if (values.has(key)) return values.get(key) as T;
  const value = derive();
  values.set(key, value);
  return value;
}

/** A frozen object, or a frozen function made from one (a kept translations answer's `Translate`, lib/translations.server.ts). */
const isKeptAnswer = (value: unknown): value is object =>
  ((typeof value === 'object' && value !== null) || typeof value === 'function') && Object.isFrozen(value);
