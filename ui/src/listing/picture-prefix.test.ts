import { describe, expect, it } from 'vitest';
import { commonPicturePrefix, splitPictures, withPicturePrefix } from './picture-prefix';

describe("a listing's shared picture prefix", () => {
  it('is the folder every picture URL starts with', () => {
    expect(commonPicturePrefix(['https://img.example/media/A-1/0.jpg', 'https://img.example/media/A-2/0.jpg'])).toBe(
      'https://img.example/media/',
    );
    expect(commonPicturePrefix(['https://img.example/media/A-1/0.jpg'])).toBe('https://img.example/media/A-1/');
    expect(commonPicturePrefix(['https://a.example/x.jpg', '/media/y.jpg'])).toBe('');
    expect(commonPicturePrefix([])).toBe('');
  });

  it('comes off the tiles and goes back on in the browser, leaving tiles without a picture alone', () => {
    const tiles = [
      { sku: 'A', picture: 'https://img.example/media/A/0.jpg' },
      { sku: 'B' },
      { sku: 'C', picture: 'https://img.example/media/C/0.jpg?v=2' },
    ];
    const { tiles: sent, picturePrefix } = splitPictures(tiles);
    expect(picturePrefix).toBe('https://img.example/media/');
    expect(sent.map((tile) => tile.picture)).toEqual(['A/0.jpg', undefined, 'C/0.jpg?v=2']);
    expect(sent.map((tile) => withPicturePrefix(tile, picturePrefix))).toEqual(tiles);
  });

  it('keeps whole URLs when the pictures share no folder', () => {
    const tiles = [{ picture: 'https://a.example/x.jpg' }, { picture: 'https://b.example/y.jpg' }];
    expect(splitPictures(tiles)).toEqual({ tiles, picturePrefix: '' });
    expect(withPicturePrefix(tiles[0]!, '')).toBe(tiles[0]);
  });
});
