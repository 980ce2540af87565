import { type Cart, isTokenFresh } from '@sockshop/core/cart';
import type { Product } from '@sockshop/core/catalog';
import type { CheckoutInfo, CheckoutView } from '@sockshop/core/checkout';
import { type DomainError, domainError } from '@sockshop/core/errors';
import { addressRegionsOf, findMarket, type Market } from '@sockshop/core/markets';
import type { CartLine, CartScope, CommercePort, PaymentsPort } from '@sockshop/core/ports';
import { aProduct, aVariant } from '@sockshop/test-fixtures/builders/product.builder';
import { FakeCommerce } from '@sockshop/test-fixtures/fakes/commerce.fake';
import { FakePayments } from '@sockshop/test-fixtures/fakes/payments.fake';
import { cleanup, render } from '@testing-library/react';
import { errAsync } from 'neverthrow';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { CartProvider } from '../cart/cart-context';
import { createLocalTokenStore } from '../cart/local-token-store';
import type { BrowserServices } from '../composition-root';
import CheckoutAddress from '../routes/checkout/address';
import CheckoutCart from '../routes/checkout/cart';
import CheckoutLayout from '../routes/checkout/layout';
import CheckoutPayment from '../routes/checkout/payment';
import CheckoutSuccess from '../routes/checkout/success';
import type { loader as storefrontLoader } from '../routes/storefront-layout';
import type { PublicConfig } from '../services';
import { checkoutStorage } from './checkout-storage';
// The checkout layout and the cart load these lazily; loaded with the fixtures, so no test's findBy times
// their first module transform.
import './checkout-frame';
import '../cart/start-cart';

// Component tests of the cart, the checkout and the payment step: the real providers and pages, the in-memory fakes
// behind the ports (no module mocks), the real local-storage token store, and a memory router shaped like routes.ts.

export const PROVIDER_URL = 'https://provider.fake.test';

/** The words of a backend's own error message: never on the page. */
export const BACKEND_WORDS = 'Order order-1 is cancelled; start a new order';

/** Every text a test reads, in German: a shopper must see these words, never a translation key or a backend message. */
export const TEXTS = {
  addToCart: 'In den Warenkorb',
  addedToCart: 'Liegt im Warenkorb',
  addToCartFailed: 'Konnte nicht in den Warenkorb gelegt werden',
  outOfStock: 'Leider ausverkauft',
  sizeSoldOut: 'Größe {size} ist leider ausverkauft.',
  otherSizesAvailable: 'Noch zu haben: {sizes}.',
  allSizesSoldOut: 'Alle Größen sind ausverkauft.',
  quantityLimit: 'Höchstmenge erreicht',
  cartUnavailable: 'Der Warenkorb ist gerade nicht erreichbar',
  noCartFound: 'Dein Warenkorb ist abgelaufen, bitte fang neu an',
  emptyCart: 'Dein Warenkorb ist leer',
  itemsRestoreFailed: 'Die Artikel aus diesem Link konnten nicht in deinen Warenkorb gelegt werden.',
  itemsRestorePartial: '{failed} von {requested} Artikeln aus diesem Link konnten nicht in deinen Warenkorb gelegt werden.',
  anErrorOcurred: 'Ein Fehler ist aufgetreten',
  discountCode: 'Rabattcode',
  apply: 'Einlösen',
  discountInvalid: 'Dieser Rabattcode gilt nicht',
  increase: 'Mehr',
  decrease: 'Weniger',
  continueToAddress: 'Weiter zur Adresse',
  continueToPayment: 'Weiter zur Zahlung',
  preparingPayment: 'Die Zahlung wird vorbereitet',
  processingPayment: 'Die Zahlung wird verarbeitet',
  cardDetails: 'Kartendaten',
  payWithPaypal: 'Mit PayPal bezahlen',
  paymentRefused: 'Die Zahlung wurde abgelehnt',
  paymentCancelled: 'Die Zahlung wurde abgebrochen',
  paymentFailed: 'Die Zahlung ist nicht durchgegangen',
  paymentPending: 'Die Zahlung wird noch geprüft',
  paymentAttemptsExceeded: 'Zu oft abgelehnt: die Bestellung wurde storniert. Starte eine neue Bestellung.',
  orderClosed: 'Diese Bestellung kann nicht mehr bezahlt werden.',
  startNewOrder: 'Neue Bestellung starten',
  tryAgainLater: 'Bitte versuch es gleich noch einmal.',
  retry: 'Nochmal versuchen',
  thankYou: 'Danke für deine Bestellung!',
  acceptedCards: 'Akzeptierte Karten',
  paymentMethodsUnavailable: 'Nicht alle Zahlungsarten konnten geladen werden. Du kannst mit Karte bezahlen.',
  itemsOutOfStock: 'Einige Artikel sind nicht mehr vorrätig',
  viewCart: 'Zum Warenkorb',
  or: 'oder',
  shipping: 'Versand',
  free: 'Kostenlos',
  orderStatus: 'Bestellstatus',
  'orderStatus.paid': 'Bezahlt',
  shippingAddress: 'Lieferadresse',
  shippingMethod: 'Versandart',
  deliveryEstimate: 'Voraussichtliche Lieferung',
  paymentMethod: 'Zahlungsart',
  'paymentMethod.scheme': 'Karte',
  inclVat: 'inkl. MwSt.',
} as const;

/** A sock in two sizes: 36-38 with plenty of stock, 41-46 with three pairs left (the fake stocks low-stock sizes with 3). */
export function aSock(): Product {
  return aProduct({
    sku: 'SOCK-001',
    name: 'Ringelsocke',
    variants: [
      aVariant({ sku: 'SOCK-001-3638', id: 'SOCK-001-3638', size: '36-38', stockStatus: 'in-stock' }),
      aVariant({ sku: 'SOCK-001-4146', id: 'SOCK-001-4146', size: '41-46', stockStatus: 'low-stock' }),
    ],
  });
}

/** What stands between the shop and the fakes: the network (up or down), a one-off answer, a talkative provider. */
interface Backend {
  down: boolean;
  /** The next call of a method answers this error instead (then the fake answers again). */
  nextFailure: Map<string, DomainError>;
  /** A provider that tells why it refused; the shop must never show it. */
  refusalReason: string | null;
}

function through<P extends object>(port: P, backend: Backend): P {
  return new Proxy(port, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        if (backend.down) return errAsync(domainError('UPSTREAM_UNAVAILABLE', 'connect ECONNREFUSED 10.0.0.7:443'));
        const failure = backend.nextFailure.get(key);
        if (failure) {
          backend.nextFailure.delete(key);
          return errAsync(failure);
        }
        const answer = value.apply(target, args);
        const reason = backend.refusalReason;
        if (!reason || (key !== 'submitPayment' && key !== 'submitDetails')) return answer;
        return (answer as ReturnType<PaymentsPort['submitPayment']>).map((outcome) =>
          outcome.status === 'refused' ? { ...outcome, refusalReason: reason } : outcome,
        );
      };
    },
  });
}

export interface TestShop {
  market: Market;
  scope: CartScope;
  config: PublicConfig;
  commerce: FakeCommerce;
  payments: FakePayments;
  services: BrowserServices;
  /** Both backends (commerce and the payment side, which goes through it) stop answering, or answer again. */
  setUnreachable(down: boolean): void;
  /** The next call of this method answers this error, with a backend message the shopper must not see. */
  failNext(method: keyof CommercePort | keyof PaymentsPort, code: DomainError['code']): void;
  /** Refused payments come back with the provider's reason. */
  tellRefusalReasons(reason: string): void;
  /** A cart with these lines in the fakes, its token saved where the browser keeps it (as if added on an earlier visit). */
  fillCart(lines: CartLine[]): Promise<Cart>;
}

export function aShop({ country = 'DE', products = [aSock()] }: { country?: string; products?: Product[] } = {}): TestShop {
  const market = findMarket(country, 'production');
  if (!market) throw new Error(`No market ${country}`);
  const scope: CartScope = { countryCode: market.countryCode, languageCode: market.language, region: market.warehouse.region };
  const tokens = createLocalTokenStore(isTokenFresh);
  const commerce = new FakeCommerce({ tokens, products });
  const payments = new FakePayments(tokens, PROVIDER_URL);
  const backend: Backend = { down: false, nextFailure: new Map(), refusalReason: null };
  return {
    market,
    scope,
    config: {
      env: 'production',
      origin: window.location.origin,
      commerceUrl: 'https://commerce.fake.test',
      paymentProviderUrl: PROVIDER_URL,
      imageBaseUrl: '',
    },
    commerce,
    payments,
    services: { commerce: through(commerce, backend), payments: through(payments, backend), tokens },
    setUnreachable(down) {
      backend.down = down;
    },
    failNext(method, code) {
      backend.nextFailure.set(method, domainError(code, `${BACKEND_WORDS} (${code})`));
    },
    tellRefusalReasons(reason) {
      backend.refusalReason = reason;
    },
    async fillCart(lines) {
      const added = await commerce.addProducts(lines, scope);
      if (added.isErr()) throw new Error(`fillCart: ${added.error.code}`);
      const cart = added.value;
      // The payment fake keeps its own view of the cart, keyed by the same token.
      const token = tokens.read(scope.region);
      if (!token) throw new Error('fillCart: no cart token saved');
      payments.seedCart(token, {
        items: cart.items,
        currency: cart.currency,
        priceTotal: cart.priceTotal,
        storefront: market.storefrontCode,
      });
      return cart;
    },
  };
}

/** Complete checkout information for a market country, as the address step saves it. */
export function aCheckoutInfo(country: string, firstName = 'Grace'): CheckoutInfo {
  const address = {
    firstName,
    lastName: 'Hopper',
    street0: 'Sockenstraße 1',
    street1: '',
    postCode: '10115',
    city: 'Berlin',
    country,
    // A market with regions (US states, JP prefectures) needs one of them.
    region: addressRegionsOf(country)[0]?.code ?? '',
  };
  return {
    address: { shipping: address, billing: address },
    useShippingForBilling: true,
    contact: { email: 'grace@example.com', telephone: '+49301234567', agreements: true, newsletterSubscription: false },
  };
}

/** The address step done on an earlier visit: the checkout restores it and may go straight to payment. */
export function saveAddressStep(country: string, info: CheckoutInfo = aCheckoutInfo(country)): void {
  const completedViews: CheckoutView[] = ['cart', 'address'];
  checkoutStorage.writeCheckout(country, { info, completedViews });
}

type LayoutData = Awaited<ReturnType<typeof storefrontLoader>>;

function layoutData(shop: TestShop): LayoutData {
  return {
    publicConfig: shop.config,
    market: shop.market,
    storefront: shop.market.storefrontCode,
    defaultStorefront: 'de',
    translations: { ...TEXTS },
    navigation: null,
    footer: null,
    freeShippingThreshold: 49,
    speechBubble: null,
    newsletterHtml: '',
    banner: null,
    alternates: [],
  };
}

/** The checkout area as routes.ts declares it. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    loader: () => ({ checkoutBanner: null }),
    Component: CheckoutLayout,
    children: [
      { path: 'cart', Component: CheckoutCart },
      { path: 'address', Component: CheckoutAddress },
      { path: 'payment', Component: CheckoutPayment },
      { path: 'success/:id?', Component: CheckoutSuccess },
    ],
  },
];

/**
 * Renders `path` under the storefront layout's route id (what useStorefrontData reads) with the cart provider holding
 * the shop's fakes, the way the storefront layout mounts it.
 */
export function renderShop(shop: TestShop, path: string, children: RouteObject[] = checkoutRoutes) {
  const router = createMemoryRouter(
    [
      {
        id: 'storefront-layout',
        path: '/:storefront',
        loader: () => layoutData(shop),
        HydrateFallback: () => null,
        element: (
          <CartProvider config={shop.config} market={shop.market} services={shop.services}>
            <Outlet />
          </CartProvider>
        ),
        children,
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

interface HappyDom {
  setURL(url: string): void;
  settings: {
    enableIframePageLoading: boolean;
    navigation: { disableMainFrameNavigation: boolean };
    fetch: { interceptor: { beforeAsyncRequest(context: { request: Request }): Promise<Response | undefined> } | null };
  };
}
const happyDom = (window as unknown as { happyDOM?: HappyDom }).happyDOM;
if (happyDom) {
  // Following a redirect to the provider only changes the page's address; the provider's page is the fakes' business.
  happyDom.settings.navigation.disableMainFrameNavigation = true;
  // The card form's frame loads an empty page of the provider's origin: it has a window of its own, whose messages
  // are the only ones the shop may take (the tests post them in its name).
  happyDom.settings.enableIframePageLoading = true;
  happyDom.settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }) =>
      request.url.startsWith(PROVIDER_URL)
        ? new Response('<!doctype html><title>card form</title>', { headers: { 'content-type': 'text/html' } })
        : undefined,
  };
}

/** The provider's page sends the shopper back to the shop (the page's address is the shop's again). */
export function returnToShop(path = '/'): void {
  happyDom?.setURL(new URL(path, 'http://localhost:3000').href);
}

/** What each test leaves behind in the page: rendered trees, saved carts and checkouts, a changed address. */
export function resetBrowser(): void {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A followed redirect (PayPal, a card challenge) moved the page to the provider: back to the shop's origin.
  returnToShop();
}
