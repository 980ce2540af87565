// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, type ImageData, Picture } from './Picture.js';

// A blurred placeholder until the picture has loaded; a picture that cannot load becomes a neutral box,
// never the browser's broken-image icon, and no inline style or handler attribute reaches the HTML (CSP).

const image: ImageData = {
  src: 'https://img.example/media/CRW-100/0.svg',
  alt: 'Flamingo Crew Sock',
  width: 400,
  height: 400,
  srcSet: 'https://img.example/media/CRW-100/0.svg?w=320&q=70 320w',
  sizes: '50vw',
  placeholder: 'https://img.example/media/CRW-100/0.svg?w=90&q=1',
};

afterEach(cleanup);

describe('Picture placeholder and load errors', () => {
  it('puts no style or on* attribute in the server HTML', () => {
    const html = renderToStaticMarkup(<Picture image={image} />);
    expect(html).not.toMatch(/\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('srcSet="https://img.example/media/CRW-100/0.svg?w=320&amp;q=70 320w"');
  });

  it('renders the placeholder as a hidden, blurred image under the picture, with no script needed', () => {
    const html = renderToStaticMarkup(<Picture image={image} />);
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    const frame = body.firstElementChild as HTMLElement;
    expect(frame.className).toBe('picture');
    const [placeholder, picture] = [...frame.children] as HTMLImageElement[];
    expect(placeholder?.className).toBe('picture__placeholder');
    expect(placeholder?.getAttribute('src')).toBe('https://img.example/media/CRW-100/0.svg?w=90&q=1');
    expect(placeholder?.getAttribute('alt')).toBe('');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.getAttribute('decoding')).toBe('async');
    // The picture comes last, so it paints over the placeholder once it has loaded.
    expect(picture?.getAttribute('alt')).toBe('Flamingo Crew Sock');
  });

  it('puts no placeholder under the largest paint, keeping its frame, and leaves it out when unsafe or absent', () => {
    const priority = renderToStaticMarkup(<Picture image={image} loading="priority" />);
    expect(priority).not.toContain('picture__placeholder');
    expect(priority).toMatch(/<span class="picture"><img [^>]*fetchPriority="high"/);
    expect(renderToStaticMarkup(<Picture image={{ ...image, placeholder: 'javascript:alert(1)' }} />)).not.toContain(
      'picture__placeholder',
    );
    const bare = renderToStaticMarkup(<Picture image={{ ...image, placeholder: undefined }} />);
    expect(bare).toMatch(/^<img /);
  });

  it('turns into the neutral fallback on an error, keeping its alt text and size', () => {
    render(<Picture image={image} />);
    const img = screen.getByRole('img', { name: 'Flamingo Crew Sock' }) as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.className).toContain('picture--failed');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
  });
});
