import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every route sits under the storefront code; ids carry the spec's route names.
export default [
  index('routes/storefront-chooser.tsx', { id: 'index' }),
  route(':storefront/shared-content', 'routes/shared-content.tsx', { id: 'storefront-shared-content' }),
  route(':storefront', 'routes/storefront-layout.tsx', { id: 'storefront-layout' }, [
    index('routes/home.tsx', { id: 'storefront' }),
    route('product/:sku', 'routes/product.tsx', { id: 'storefront-product' }),
    route('search/:pageNumber?', 'routes/search.tsx', { id: 'storefront-search' }),
    route('checkout', 'routes/checkout/layout.tsx', { id: 'storefront-checkout' }, [
      index('routes/checkout/index.tsx', { id: 'storefront-checkout-index' }),
      route('cart', 'routes/checkout/cart.tsx', { id: 'storefront-checkout-cart' }),
      route('address', 'routes/checkout/address.tsx', { id: 'storefront-checkout-address' }),
      route('payment', 'routes/checkout/payment.tsx', { id: 'storefront-checkout-payment' }),
      route('success/:id?', 'routes/checkout/success.tsx', { id: 'storefront-checkout-success-id' }),
    ]),
    route('diagnostics/product/*', 'routes/diagnostics-product.tsx', { id: 'storefront-diagnostics-product' }),
    route('editor/*', 'routes/editor.tsx', { id: 'storefront-editor' }),
    route('*', 'routes/slugs.tsx', { id: 'storefront-slugs' }),
  ]),
] satisfies RouteConfig;
