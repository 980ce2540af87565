import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '../rich-text/RichText';
import { SmartLink } from './SmartLink';
import { localiseHref, StorefrontCodeContext } from './storefront-href';

describe('content links on a storefront (every route sits under the storefront code)', () => {
  it('maps the content folder /_default/… to the storefront being shown', () => {
    expect(localiseHref('/_default/adults/socks', 'uk')).toBe('/uk/adults/socks');
    expect(localiseHref('/_default', 'uk')).toBe('/uk');
    expect(localiseHref('/_default?x=1', 'uk')).toBe('/uk?x=1');
  });

  it('leaves other links and pages outside a storefront alone', () => {
    expect(localiseHref('/_defaults/x', 'uk')).toBe('/_defaults/x');
    expect(localiseHref('https://example.com/_default/x', 'uk')).toBe('https://example.com/_default/x');
    expect(localiseHref('/_default/faq', null)).toBe('/_default/faq');
  });

  it('applies to navigation links and rich-text links alike', () => {
    const html = renderToStaticMarkup(
      <StorefrontCodeContext.Provider value="fr">
        <SmartLink href="/_default/about-us">About</SmartLink>
        <RichText
          doc={{
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [{ type: 'text', text: 'FAQ', marks: [{ type: 'link', attrs: { href: '/_default/faq', linktype: 'url' } }] }],
              },
            ],
          }}
        />
      </StorefrontCodeContext.Provider>,
    );
    expect(html).toContain('href="/fr/about-us"');
    expect(html).toContain('href="/fr/faq"');
    expect(html).not.toContain('/_default/');
  });
});
