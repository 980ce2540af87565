import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/chrome/ErrorPage';
import { useNonce } from './hooks/use-nonce';
import { marketOfRequest } from './lib/request-market.server';
import { fallbackTranslate } from './lib/translate';
import './styles/app.css';
import './styles/pages.css';

export function loader({ request, context }: Route.LoaderArgs) {
  const { publicConfig } = context.services;
  const market = marketOfRequest(request, publicConfig.env);
  return { lang: market?.locale.html ?? 'en', publicConfig };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang={data?.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Development styles are inline <style> tags that the development CSP allows without a nonce. */}
        <Links nonce={import.meta.env.DEV ? '' : nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last line of defence: errors outside a storefront (its layout has a richer boundary). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main">
      <title>{`${fallbackTranslate('cantFindIt')} – Sock Shop`}</title>
      <ErrorPage status={status} t={fallbackTranslate} homeHref="/" />
    </main>
  );
}
