import { lazy, Suspense, useContext } from 'react';
import { StorefrontCodeContext } from '../shared/storefront-href.js';
import { PRERENDERED } from './prerendered.js';
import type { RichTextProps } from './RichText.js';

// Only for a document the server left as it was (rich-text-html.server.tsx): the renderer loads when one is shown.
const RichText = lazy(() => import('./RichText.js').then((module) => ({ default: module.RichText })));

/**
 * Rich text as the server rendered it: its sanitised HTML kept as it is (no renderer in the browser's first load) and
 * its top-level bloks rendered by React. Links in it are plain links (full page loads), as RichText's always were.
 */
export function RichTextView(props: RichTextProps) {
  const storefront = useContext(StorefrontCodeContext);
  const { doc, renderBlok, className = 'rich-text' } = props;
  if (!doc) return null;
  if (doc.type !== PRERENDERED) {
    return (
      <Suspense fallback={null}>
        <RichText {...props} />
      </Suspense>
    );
  }
  const parts = doc.content ?? [];
  // Content links name the content folder (`/_default/…`); on a storefront they stay on it (localiseHref's rule).
  const html = (text: string | undefined) => ({
    __html: storefront ? (text ?? '').replace(/ href="\/_default(?=["/?])/g, ` href="/${storefront}`) : (text ?? ''),
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: RichText's own sanitised markup, made on the server (rich-text-html.server.tsx)
  if (parts.length === 1 && parts[0]?.type === 'html') return <div className={className} dangerouslySetInnerHTML={html(parts[0].text)} />;
  return (
    <div className={className}>
      {parts.map((part, index) => {
        const key = `r.${index}`;
        // biome-ignore lint/security/noDangerouslySetInnerHtml: RichText's own sanitised markup, made on the server (rich-text-html.server.tsx)
        if (part.type === 'html') return <div key={key} className="rich-text__part" dangerouslySetInnerHTML={html(part.text)} />;
        const body = part.attrs?.body;
        return renderBlok && Array.isArray(body) ? body.map((blok, i) => renderBlok(blok, `${key}.b${i}`)) : null;
      })}
    </div>
  );
}
