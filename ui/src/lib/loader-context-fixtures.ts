import type { ShopRequest } from '@sockshop/core/ports';
import { type Params, RouterContextProvider } from 'react-router';
import { shopContext } from './request-context';
import { storefrontMiddleware } from './storefront.server';

/**
 * The context a storefront route's loader gets, for a test that calls the loader itself: the shop's part as the server
 * makes it (a test's services may hold only the ports the loader asks), and the storefront the layout's middleware
 * resolves from the request.
 */
export function storefrontLoaderContext(
  shop: { services: unknown; market: ShopRequest['market']; preview?: ShopRequest['preview']; answers?: ShopRequest['answers'] },
  request: Request,
  params: Params,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopContext, {
    requestId: 'test',
    preview: null,
    answers: 'document',
    ...shop,
    services: shop.services as ShopRequest['services'],
  });
  const args = { request, url: new URL(request.url), pattern: '', params, context };
  void storefrontMiddleware(args, () => Promise.resolve(new Response()));
  return context;
}
