// Test helper: reads the tags and attributes of server-rendered markup. React escapes `<`, `>`,
// `"` and `&` in text and attribute values, so every `<` in its output opens a real tag.

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

function unescapeHtml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

export function tagsOf(markup: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of markup.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[2] ?? '').matchAll(/([^\s"'=/>]+)(?:="([^"]*)")?/g)) {
      attrs[attr[1]!.toLowerCase()] = unescapeHtml(attr[2] ?? '');
    }
    tags.push({ name: match[1]!.toLowerCase(), attrs });
  }
  return tags;
}

/** What a browser would see as the scheme of a URL attribute, after dropping whitespace and control characters. */
export function schemeOf(url: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a scheme, so the audit must too
  const squeezed = url.replace(/[\s\u0000-\u001f\u007f]/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
}

const URL_ATTRS = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'xlink:href', 'data'];

/** Every reason the markup could execute script or load something the allow-list forbids. */
export function auditMarkup(markup: string, allowedTags: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (/<\s*(script|style|iframe|object|embed|svg|math|link|meta|base|form)\b/i.test(markup)) problems.push('forbidden element');
  for (const tag of tagsOf(markup)) {
    if (!allowedTags.has(tag.name)) problems.push(`unexpected <${tag.name}>`);
    for (const [name, value] of Object.entries(tag.attrs)) {
      if (name.startsWith('on')) problems.push(`event handler ${name}`);
      if (name === 'style') problems.push('style attribute');
      if (URL_ATTRS.includes(name)) {
        const scheme = schemeOf(value);
        if (scheme !== undefined && !['http', 'https', 'mailto', 'tel'].includes(scheme)) problems.push(`${name} scheme ${scheme}`);
        if (/javascript:|vbscript:|data:/i.test(value)) problems.push(`${name} keeps a script scheme`);
      }
    }
  }
  return problems;
}
