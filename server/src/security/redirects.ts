/** Any control character: a path carrying one is not a path a shopper could have typed. */
const hasControlCharacter = (value: string) => [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);

/**
 * Accepts only a path on this site: one leading slash, no scheme, no `//host`, no backslash tricks.
 * Anything else answers null, so no redirect can send a shopper elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  try {
    const url = new URL(value, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
