import { findMarket } from '@sockshop/core/markets';
import { aProduct } from '@sockshop/test-fixtures/builders/product.builder';
import { describe, expect, it } from 'vitest';
import { jsonForScript, productStructuredData } from './product-structured-data.server';

// A crawler reads the product, its price in the page's currency and its availability.
const germany = findMarket('DE', 'production')!;
const japan = findMarket('JP', 'production')!;

describe('product structured data', () => {
  it('is a schema.org Product with one offer in the market currency and its availability', () => {
    const data = productStructuredData(
      aProduct({ sku: 'CRW-1', name: 'Flamingo', stockStatus: 'low-stock' }),
      { original: 1500, final: 1299 },
      germany,
      'https://shop.example/de/product/CRW-1',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Flamingo',
      sku: 'CRW-1',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: '12.99',
        availability: 'https://schema.org/LimitedAvailability',
        url: 'https://shop.example/de/product/CRW-1',
      },
    });
  });

  it('writes yen without decimals and sold-out products as out of stock', () => {
    const data = productStructuredData(
      aProduct({ stockStatus: 'no-stock' }),
      { original: 2000, final: 2000 },
      japan,
      'https://shop.example/gl/product/X',
    );
    expect(data.offers).toMatchObject({ priceCurrency: 'JPY', price: '2000', availability: 'https://schema.org/OutOfStock' });
  });

  it('cannot close its script element, whatever a product text holds', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
