/**
 * The deepest nesting of arrays and objects in JSON text, brackets inside strings not counted (one pass, no parsing).
 * A copy of the shop server's `jsonDepthOf` (server/src/api/api-kit.ts): the sandbox may not import the server, and the
 * shop's domain package is no place for an HTTP guard.
 */
export function jsonDepthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}
