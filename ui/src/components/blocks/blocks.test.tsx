import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { tagsOf } from '../rich-text/markup-audit.js';
import { prerenderBlock } from '../rich-text/rich-text-html.server.js';
import { BlockList, type BlockListProps } from './BlockList.js';
import { aCard, BLOCKS } from './block-fixtures.js';
import { ProductCard } from './ProductCard.js';
import { type OnInvalidBlock, parseBlocks } from './parse-blocks.js';

const t = (key: string) => `t:${key}`;
/**
 * As a page renders them: the loader checks the raw body (parseBlocks) and turns rich text into HTML (prerenderBlock,
 * as pageBlocksOf does), the component renders what passed.
 */
const render = (blocks: unknown, { onInvalidBlock, ...props }: Partial<BlockListProps> & { onInvalidBlock?: OnInvalidBlock } = {}) =>
  renderToStaticMarkup(<BlockList blocks={parseBlocks(blocks, onInvalidBlock).map(prerenderBlock)} t={t} productLists={{}} {...props} />);

describe('BlockList (content blocks)', () => {
  it('renders every block kind in order', () => {
    const html = render(Object.values(BLOCKS), { productLists: { pl1: { products: [aCard('A1'), aCard('B2')] } } });
    const order = [
      'Happy feet',
      'Gift boxes',
      'Bestsellers',
      'Free returns',
      'Good to know',
      'Join the club',
      'Questions',
      'Follow us',
      'How socks are made',
      'Made with love',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('skips unknown and invalid blocks, tells the page, and renders the rest', () => {
    const onInvalidBlock = vi.fn();
    const html = render(
      [{ _uid: 'x', component: 'carousel' }, { _uid: 'h', component: 'hero' }, null, 'text', BLOCKS.blurb, { component: 'blurb' }],
      { onInvalidBlock },
    );
    expect(html).toContain('Free returns');
    expect(onInvalidBlock).toHaveBeenCalledTimes(5);
    expect(render('not a list')).toBe('');
  });

  it('gives the first hero the h1 only when asked, with an eager image', () => {
    const html = render([BLOCKS.hero, { ...BLOCKS.hero, _uid: 'h2' }], { heroAsPageTitle: true });
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('loading="eager"');
    expect(render([BLOCKS.hero])).not.toContain('<h1');
  });

  it('hero: colour class, sized image with alt, CTA to the story path', () => {
    const html = render([BLOCKS.hero], { imageSources: (src) => ({ srcSet: `${src}?w=720 720w`, sizes: '100vw' }) });
    expect(html).toContain('class="hero bg-yellow"');
    expect(html).toMatch(
      /<img class="hero__image" src="[^"]+hero.jpg" srcSet="[^"]+720w" sizes="100vw" alt="Socks on a line" width="1600" height="900" loading="lazy"\/>/,
    );
    expect(html).toContain('<a href="/de/adults/socks" class="button button--primary">Shop socks</a>');
  });

  it('promo: an external link opens in a new tab with rel noopener', () => {
    expect(render([BLOCKS.promo])).toContain(
      '<a href="https://gifts.example/" class="button button--secondary" target="_blank" rel="noopener noreferrer">See gifts</a>',
    );
  });

  it('product_list: cards from the prop keyed by _uid, capped at the limit; nothing without products', () => {
    const html = render([BLOCKS.product_list], { productLists: { pl1: { products: [aCard('A1'), aCard('B2'), aCard('C3')] } } });
    expect(html.match(/class="product-card"/g)).toHaveLength(2);
    expect(html).toContain('<h2 id="product-list-pl1" class="product-list__title">Bestsellers</h2>');
    expect(render([BLOCKS.product_list])).toBe('');
  });

  it('accordion and faq use details and summary with rich text bodies', () => {
    const html = render([BLOCKS.accordion, BLOCKS.faq]);
    expect(html).toContain(
      '<summary class="disclosure__summary">Washing</summary><div class="rich-text disclosure__body"><p>At 40 degrees</p></div>',
    );
    expect(html).toContain('<summary class="disclosure__summary">Do you ship?</summary>');
  });

  it('newsletter: a real form posting to /api/newsletter with a labelled email field and hidden store and country', () => {
    const tags = tagsOf(render([BLOCKS.newsletter], { newsletter: { store: 'de', countryCode: 'DE' } }));
    expect(tags.find((tag) => tag.name === 'form')?.attrs).toMatchObject({ method: 'post', action: '/api/newsletter' });
    const email = tags.find((tag) => tag.attrs.name === 'email');
    expect(email?.attrs).toMatchObject({ type: 'email', required: '', autocomplete: 'email' });
    expect(tags.find((tag) => tag.name === 'label')?.attrs.for).toBe(email?.attrs.id);
    expect(tags.find((tag) => tag.attrs.name === 'store')?.attrs).toMatchObject({ type: 'hidden', value: 'de' });
    expect(tags.find((tag) => tag.attrs.name === 'countryCode')?.attrs.value).toBe('DE');
  });

  it('newsletter: the field is described by an empty status line the browser fills, with placeholder and consent', () => {
    const html = render([BLOCKS.newsletter], { newsletter: { store: 'de', countryCode: 'DE' } });
    const tags = tagsOf(html);
    const email = tags.find((tag) => tag.attrs.name === 'email');
    const status = tags.find((tag) => tag.attrs.role === 'status');
    expect(email?.attrs['aria-describedby']).toBe(status?.attrs.id);
    expect(email?.attrs.placeholder).toBe('you@example.com');
    expect(html).toMatch(/<p id="[^"]+-status" class="newsletter__status" role="status"><\/p>/);
    expect(html).toContain('Unsubscribe any time');
    expect(tagsOf(html).find((tag) => tag.name === 'form')?.attrs['data-success']).toBe('Welcome aboard');
  });

  it('video: native controls and a captions track; no poster in the markup (the browser sets it when the video is near)', () => {
    const html = render([BLOCKS.video], { language: 'de' });
    expect(html).toContain('<video class="video__player" controls="" preload="none" playsInline="" src="/media/socks.mp4" aria-label=');
    expect(html).not.toContain('poster=');
    expect(html).toContain('<track kind="captions" src="/media/socks.vtt" srcLang="de" label="de" default=""/>');
    expect(render([{ ...BLOCKS.video, src: 'javascript:alert(1)' }])).toBe('');
  });

  it('social links and blurb icons have accessible names or empty alts', () => {
    const html = render([BLOCKS.social_links, BLOCKS.blurb]);
    expect(html).toContain('aria-label="Instagram"');
    expect(html).toContain('<img class="blurb__icon" src="/icons/truck.svg" alt=""');
  });

  it('renders blocks nested in rich text, but not endlessly', () => {
    const nest = (inner: unknown) => ({
      _uid: 'n',
      component: 'rich_text',
      body: { type: 'doc', content: [{ type: 'blok', attrs: { body: [inner] } }] },
    });
    const html = render([nest(nest(nest(BLOCKS.blurb)))]);
    expect(html.match(/rich-text-block/g)).toHaveLength(3);
    expect(html).not.toContain('Free returns');
  });

  it('checks blocks nested in rich text on the server too: an invalid one is skipped and told', () => {
    const onInvalidBlock = vi.fn();
    const blocks = parseBlocks(
      [
        {
          _uid: 'n',
          component: 'rich_text',
          body: { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ component: 'hero' }, BLOCKS.blurb] } }] },
        },
      ],
      onInvalidBlock,
    );
    expect(onInvalidBlock).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(blocks)).not.toContain('"component":"hero"');
    expect(renderToStaticMarkup(<BlockList blocks={blocks.map(prerenderBlock)} t={t} productLists={{}} />)).toContain('Free returns');
  });
});

describe('ProductCard', () => {
  it('drops a srcset with a disallowed URL and an image with a disallowed src', () => {
    const bad = aCard('X', { image: { src: '/ok.svg', alt: 'x', width: 1, height: 1, srcSet: '/a.svg 320w, javascript:alert(1) 720w' } });
    expect(renderToStaticMarkup(<ProductCard product={bad} />)).not.toMatch(/srcSet|javascript/);
    const worse = aCard('Y', { image: { src: 'javascript:alert(1)', alt: 'y', width: 1, height: 1 } });
    expect(renderToStaticMarkup(<ProductCard product={worse} />)).not.toContain('<img');
  });

  it('shows name as a link, formatted prices, image with srcset and the stock badge', () => {
    const html = renderToStaticMarkup(
      <ProductCard
        product={aCard('A1', { originalPrice: '19,95 €', stockStatus: 'low-stock', stockLabel: 'Few left', badges: ['New'] })}
      />,
    );
    expect(html).toContain('<h3 class="product-card__name"><a href="/de/product/A1">Sock A1</a></h3>');
    expect(html).toContain('<del class="price price--original">19,95 €</del> <span class="price price--sale">12,95 €</span>');
    expect(html).toContain('srcSet="/images/A1.svg?w=320 320w" sizes="50vw" alt="Sock A1" width="720" height="720" loading="lazy"');
    expect(html).toContain('<p class="stock-badge stock-badge--low-stock">Few left</p>');
    expect(html).toContain('<li>New</li>');
  });
});
