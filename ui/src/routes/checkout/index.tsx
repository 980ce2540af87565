import { redirect } from 'react-router';
import type { Route } from './+types/index';

/** With no view given the checkout shows the cart; the query string is kept. */
export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/${params.storefront}/checkout/cart${url.search}`);
}
