import { describe, expect, it } from 'vitest';
import { negotiateFormat } from './image-format.js';

describe('image format negotiation', () => {
  it('serves AVIF to a browser that accepts it, as Chromium asks for images', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
  });

  it('serves WebP when AVIF is not named or refused', () => {
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp;q=0.9')).toBe('webp');
  });

  it('serves the drawing itself to a client naming no raster format', () => {
    expect(negotiateFormat(undefined)).toBe('svg');
    expect(negotiateFormat('*/*')).toBe('svg');
    expect(negotiateFormat('image/*')).toBe('svg');
    expect(negotiateFormat('image/avif;q=0,image/webp;q=0')).toBe('svg');
  });
});
