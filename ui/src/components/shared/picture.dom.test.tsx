// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, type ImageData, Picture } from './Picture.js';

// spec §9: a blurred placeholder until the picture has loaded; a picture that cannot load becomes a neutral box,
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

  it('shows the placeholder behind a loading picture and drops it once loaded', () => {
    // happy-dom loads no pictures and calls every one complete; a browser's is not while it loads.
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    try {
      render(<Picture image={image} />);
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    }
    const img = screen.getByRole('img', { name: 'Flamingo Crew Sock' }) as HTMLImageElement;
    expect(img.style.background).toContain('0.svg?w=90&q=1');
    fireEvent.load(img);
    expect(img.style.background).toBe('');
  });

  it('turns into the neutral fallback on an error, keeping its alt text and size', () => {
    render(<Picture image={image} />);
    const img = screen.getByRole('img', { name: 'Flamingo Crew Sock' }) as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.className).toContain('picture--failed');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
    expect(img.style.background).toBe('');
  });
});
