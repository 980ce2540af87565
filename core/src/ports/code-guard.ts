import type { ErrorCode } from '../errors.js';

/**
 * The guard of one port's code list: whether a code from the wider union (or from the wire) is one the port may return.
 * Derived from the list, so the guard, the type and the list cannot drift apart. A file of its own: the browser's cart
 * loads it on the first page, where the error messages are not wanted.
 */
export function codeGuard<const C extends readonly ErrorCode[]>(codes: C): (code: string) => code is C[number] {
  const known: ReadonlySet<string> = new Set(codes);
  return (code): code is C[number] => known.has(code);
}
