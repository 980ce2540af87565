import { resolveMarket } from '@sockshop/core/markets';
import { FakeContent } from '@sockshop/test-fixtures/fakes/content.fake';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { errorPageData } from '../../lib/error-page.server.js';
import { createTranslate } from '../../lib/translate.js';
import { ErrorPage } from './ErrorPage.js';

const t = createTranslate({ cantFindIt: 't:cantFindIt', backToTheStartPage: 't:backToTheStartPage' });

/** The content's shared error page: a hostile link, a content-folder link and a paragraph per language. */
const content = () =>
  new FakeContent({
    stories: [
      {
        full_slug: '_default/shared/error-page',
        name: 'Error page',
        content: {
          _uid: 'e',
          component: 'error_page',
          description: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  { type: 'text', text: '<script>x</script>Lost?', marks: [{ type: 'link', attrs: { href: 'javascript:x' } }] },
                  { type: 'text', text: ' FAQ', marks: [{ type: 'link', attrs: { href: '/_default/faq', linktype: 'url' } }] },
                ],
              },
            ],
          },
        },
        translations: {
          fr: {
            _uid: 'e',
            component: 'error_page',
            description: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Perdu ?' }] }] },
          },
        },
      },
    ],
    datasources: {},
  });

describe('error page', () => {
  it('shows cantFindIt, the sanitised description and a link home; carries the status and hides the details', async () => {
    const data = await errorPageData(content(), resolveMarket({ storefront: 'de' }, 'production'), 'production');
    const html = renderToStaticMarkup(
      <ErrorPage
        status={404}
        t={t}
        homeHref={data.homeHref}
        descriptionHtml={data.descriptionHtml}
        message="Page Not Found: /de/x"
        path="/de/x"
      />,
    );
    expect(html).toContain('data-status="404"');
    expect(html).toContain('<h1 id="error-page-title" class="error-page__title">t:cantFindIt</h1>');
    expect(html).toContain('<a href="/de" class="button button--primary">t:backToTheStartPage</a>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;Lost?');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="/de/faq"');
    expect(html).toContain(
      '<div class="error-page__details" hidden=""><p data-error-message="">Page Not Found: /de/x</p><p data-error-path="">/de/x</p></div>',
    );
  });

  it('goes back to the default storefront off a storefront (/xx), in English, and to the shopper’s one in its language', async () => {
    const offStorefront = await errorPageData(content(), null, 'production');
    expect(offStorefront.homeHref).toBe('/de');
    expect(offStorefront.descriptionHtml).toContain('Lost?');
    const fr = await errorPageData(content(), resolveMarket({ storefront: 'fr' }, 'production'), 'production');
    expect(fr).toEqual({ homeHref: '/fr', descriptionHtml: '<div class="rich-text"><p>Perdu ?</p></div>' });
  });

  it('has no description when the content has none or cannot be reached', async () => {
    expect((await errorPageData(new FakeContent(), null, 'production')).descriptionHtml).toBe('');
    expect((await errorPageData(content().fail('unavailable'), null, 'production')).descriptionHtml).toBe('');
    expect(renderToStaticMarkup(<ErrorPage status={500} t={t} homeHref="/de" />)).toContain('data-status="500"');
  });
});
