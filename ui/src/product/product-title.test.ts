import { vocabularyLabel } from '@sockshop/core/catalog';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../lib/translate';
import { distinctProductTitle } from './product-title';

// Same-named products in several colours had one <title>; the colour, in the page's language, tells them apart.
describe('distinctProductTitle', () => {
  it('puts the colour after the name', () => {
    expect(distinctProductTitle('Striped Socks | Sock Shop', 'Striped Socks', 'Schwarz')).toBe('Striped Socks – Schwarz | Sock Shop');
    expect(distinctProductTitle('Striped Socks | Sock Shop', 'Striped Socks', 'Rot')).not.toBe(
      distinctProductTitle('Striped Socks | Sock Shop', 'Striped Socks', 'Schwarz'),
    );
  });

  it('adds the colour at the end of a title that does not start with the name', () => {
    expect(distinctProductTitle('Cosy socks for winter', 'Striped Socks', 'Blue')).toBe('Cosy socks for winter – Blue');
  });

  it('leaves a title that already names the colour, and one without a colour', () => {
    expect(distinctProductTitle('Black Striped Socks | Sock Shop', 'Black Striped Socks', 'Black')).toBe('Black Striped Socks | Sock Shop');
    expect(distinctProductTitle('Striped Socks', 'Striped Socks', '')).toBe('Striped Socks');
  });
});

describe('the colour in a product title', () => {
  it('reads the colour from the translations, else in plain words', () => {
    expect(vocabularyLabel('color', 'dark-green', createTranslate({ 'color.dark-green': 'Dunkelgrün' }))).toBe('Dunkelgrün');
    expect(vocabularyLabel('color', 'dark-green', createTranslate({}))).toBe('Dark green');
  });
});
