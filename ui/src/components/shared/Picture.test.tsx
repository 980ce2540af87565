import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type ImageData, Picture } from './Picture.js';

const image: ImageData = {
  src: 'https://a.storyblok.com/f/1/1600x800/abc/hero.jpg',
  alt: 'Socks on a line',
  width: 1600,
  height: 800,
  srcSet:
    'https://a.storyblok.com/f/1/1600x800/abc/hero.jpg/m/720x0 720w, https://a.storyblok.com/f/1/1600x800/abc/hero.jpg/m/1920x0 1920w',
  sizes: '100vw',
};

describe('Picture loading (the largest paint first)', () => {
  it('is lazy by default, with its intrinsic size and no decoding hint (it decodes long after the first paint)', () => {
    const html = renderToStaticMarkup(<Picture image={image} />);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('decoding');
    expect(html).toContain('width="1600" height="800"');
    expect(html).not.toContain('fetchPriority');
  });

  it('eager loads with the page at the normal priority', () => {
    const html = renderToStaticMarkup(<Picture image={image} loading="eager" />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain('fetchPriority');
  });

  it('priority loads eagerly at high priority', () => {
    const html = renderToStaticMarkup(<Picture image={image} loading="priority" />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('decoding="async"');
  });

  it('priority puts a high-priority preload with the srcset and sizes into the head of the document', () => {
    const document = (loading: 'priority' | 'lazy') =>
      renderToString(
        <html lang="en">
          <head>
            <title>Page</title>
          </head>
          <body>
            <Picture image={image} loading={loading} />
          </body>
        </html>,
      );
    const head = document('priority').split('</head>')[0] ?? '';
    expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]+720w[^"]+1920w" imageSizes="100vw" fetchPriority="high"\/>/);
    expect(document('lazy')).not.toContain('rel="preload"');
  });

  it('takes the drawn width (sizes="auto") only when lazy: an eager picture and a preload read the rest of the list', () => {
    const card = { ...image, sizes: 'auto,(max-width:959px) 50vw,25vw' };
    expect(renderToStaticMarkup(<Picture image={card} />)).toContain('sizes="auto,(max-width:959px) 50vw,25vw"');
    expect(renderToStaticMarkup(<Picture image={card} loading="eager" />)).toContain('sizes="(max-width:959px) 50vw,25vw"');
    const preloaded = renderToString(
      <html lang="en">
        <head />
        <body>
          <Picture image={card} loading="priority" />
        </body>
      </html>,
    );
    expect(preloaded).not.toContain('auto,');
    expect(preloaded).toContain('imageSizes="(max-width:959px) 50vw,25vw"');
  });
});
