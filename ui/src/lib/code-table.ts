/**
 * The entry of `code` in a table keyed by a port's error codes, or undefined for any other string. The table's own keys
 * are the check (its type makes them exactly the port's codes), so no list of the codes travels beside it; `hasOwn`
 * keeps names such as `constructor` out.
 */
export function entryOf<T>(table: Readonly<Record<string, T>>, code: string): T | undefined {
  return Object.hasOwn(table, code) ? table[code] : undefined;
}
