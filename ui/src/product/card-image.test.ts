import { IMAGE_BREAKPOINT, IMAGE_WIDTHS, imageQuality, queryImageUrl } from '@sockshop/core/images';
import { describe, expect, it } from 'vitest';
import { CARD_SIZES, cardImage } from './card-image';

// A card's srcset is built on render from the tile's one URL, at widths a card can use.
describe('a product card picture', () => {
  const image = cardImage('http://img.example/media/CRW-100/0.svg', 'Crew Sock');

  it('offers 320 and 720 w with the spec quality rule (70 up to 720), SVGs sized by the host', () => {
    expect(image.srcSet).toBe(
      'http://img.example/media/CRW-100/0.svg?w=320&q=70 320w,http://img.example/media/CRW-100/0.svg?w=720&q=70 720w',
    );
    expect(image.sizes).toBe(CARD_SIZES);
  });

  it('keeps the square intrinsic size and the name as alt text, with no blurred placeholder', () => {
    expect(image).toMatchObject({ src: 'http://img.example/media/CRW-100/0.svg', alt: 'Crew Sock', width: 400, height: 400 });
    expect(image.placeholder).toBeUndefined();
  });
});

describe('the card URLs', () => {
  it("are core's query URLs with core's quality rule (a copy, so the first load carries no core image module)", () => {
    for (const src of ['http://img.example/media/CRW-100/0.svg', 'http://img.example/media/CRW-100/0.jpg?v=2']) {
      const candidates = (cardImage(src, '').srcSet ?? '').split(',').map((candidate) => candidate.split(' '));
      expect(candidates.length).toBeGreaterThan(1);
      for (const [url, descriptor] of candidates) {
        const width = Number.parseInt(descriptor ?? '', 10);
        expect(IMAGE_WIDTHS).toContain(width);
        expect(url).toBe(queryImageUrl(src, width, imageQuality(width)));
      }
    }
  });
});

describe('the card sizes', () => {
  it("let the browser take a lazy card's drawn width, else switch at core's image breakpoint (a copy: no core code in the first load)", () => {
    expect(CARD_SIZES).toBe(`auto,(max-width:${IMAGE_BREAKPOINT - 1}px) 50vw,25vw`);
  });
});
