import { CONTENT_REQUESTS_PER_SECOND } from './content/content.sandbox.js';
import type { SandboxEnv } from './sandbox-env.js';
import type { SandboxSecrets } from './sandbox-secrets.js';
import { SERVICE_NAMES, type ServiceName } from './service-names.js';

/** The port of each service started; 0 until a service asked for any free port has one. */
export type Ports = Partial<Record<ServiceName, number>>;

/** The search service serves the pictures commerce links to, and commerce calls the provider: they start first. */
const START_ORDER: readonly ServiceName[] = ['content', 'search', 'paymentProvider', 'commerce', 'newsletter', 'rates'];

/** What the shop needs to reach the services started here: their URLs and the secrets they accept. */
export interface ShopEnvironment {
  CONTENT_API_URL?: string;
  CONTENT_ASSET_ORIGIN?: string;
  CONTENT_TOKEN?: string;
  CONTENT_PREVIEW_TOKEN?: string;
  CONTENT_WEBHOOK_SECRET?: string;
  CONTENT_BRIDGE_URL?: string;
  CONTENT_EDITOR_ORIGIN?: string;
  CONTENT_RATE_LIMIT?: string;
  SEARCH_API_URL?: string;
  SEARCH_TOKEN?: string;
  IMAGE_BASE_URL?: string;
  COMMERCE_API_URL?: string;
  COMMERCE_PUBLIC_URL?: string;
  PAYMENT_PROVIDER_PUBLIC_URL?: string;
  NEWSLETTER_API_URL?: string;
  NEWSLETTER_API_KEY?: string;
  RATES_API_URL?: string;
}

/** A service whose URL the environment configures is a real one, and no sandbox starts for it. */
export function servicesToStart(env: SandboxEnv): ServiceName[] {
  const configured: Record<ServiceName, boolean> = {
    content: Boolean(env.CONTENT_API_URL),
    search: Boolean(env.SEARCH_API_URL),
    commerce: Boolean(env.COMMERCE_API_URL),
    // The provider's public URL set alone (a real provider's pages) starts no sandbox provider either.
    paymentProvider: Boolean(env.PAYMENT_PROVIDER_URL || env.PAYMENT_PROVIDER_PUBLIC_URL),
    newsletter: Boolean(env.NEWSLETTER_API_URL),
    rates: Boolean(env.RATES_API_URL),
  };
  return START_ORDER.filter((name) => !configured[name]);
}

/** The port each service to start asks for: SANDBOX_PORTS, else SANDBOX_PORT plus its offset; 0 means any free one. */
export function requestedPorts(env: SandboxEnv): Ports {
  return Object.fromEntries(
    servicesToStart(env).map((name) => [
      name,
      env.SANDBOX_PORTS[name] ?? (env.SANDBOX_PORT === 0 ? 0 : env.SANDBOX_PORT + SERVICE_NAMES.indexOf(name)),
    ]),
  );
}

/** Where a service on `port` is reached: `url` by servers on this machine, `publicUrl` by shoppers' browsers. */
export function locate(env: SandboxEnv, port: number): { url: string; publicUrl: string } {
  return { url: `http://127.0.0.1:${port}`, publicUrl: `http://${new URL(env.PUBLIC_ORIGIN).hostname}:${port}` };
}

/** A started service's port, or undefined while it has none yet (or is not started here). */
const portOf = (ports: Ports, name: ServiceName) => (ports[name] ? ports[name] : undefined);

/** The pictures' base: the configured one, else the search sandbox's (at the host shoppers use), else the search service. */
export function imageBaseUrl(env: SandboxEnv, ports: Ports): string | undefined {
  const search = portOf(ports, 'search');
  return env.IMAGE_BASE_URL ?? (search ? locate(env, search).publicUrl : env.SEARCH_API_URL);
}

/** The provider commerce pays at: a configured real one, else the sandbox provider once it has a port. */
export function paymentProviderOf(env: SandboxEnv, ports: Ports): { url: string; publicUrl: string } | undefined {
  if (env.PAYMENT_PROVIDER_URL) {
    return { url: env.PAYMENT_PROVIDER_URL, publicUrl: env.PAYMENT_PROVIDER_PUBLIC_URL ?? env.PAYMENT_PROVIDER_URL };
  }
  const provider = portOf(ports, 'paymentProvider');
  return provider ? locate(env, provider) : undefined;
}

/** Where the sandbox provider sends its webhooks: the commerce sandbox, once it has a port. */
export function providerNotifyUrl(env: SandboxEnv, ports: Ports): string | undefined {
  const commerce = portOf(ports, 'commerce');
  return commerce ? `${locate(env, commerce).url}/notifications/adyen` : undefined;
}

/** The shop's environment for the services started on `ports`; the services configured as real ones are absent. */
export function shopEnvironment(env: SandboxEnv, ports: Ports, secrets: SandboxSecrets): ShopEnvironment {
  const shop: ShopEnvironment = {};
  const at = (name: ServiceName) => {
    const port = portOf(ports, name);
    return port ? locate(env, port) : undefined;
  };
  const content = at('content');
  if (content) {
    Object.assign(shop, {
      CONTENT_API_URL: `${content.url}/v2`,
      CONTENT_ASSET_ORIGIN: env.CONTENT_ASSET_ORIGIN ?? content.url,
      CONTENT_TOKEN: secrets.contentToken,
      CONTENT_PREVIEW_TOKEN: secrets.contentPreviewToken,
      // The content sandbox signs its publish webhooks with it.
      CONTENT_WEBHOOK_SECRET: secrets.contentWebhookSecret,
      // The sandbox's bridge and editor page (GET /editor) stand in for Storyblok's, at the host shoppers use.
      CONTENT_BRIDGE_URL: `${content.publicUrl}/f/storyblok-v2-latest.js`,
      CONTENT_EDITOR_ORIGIN: content.publicUrl,
      // The content client's pace: what this service answers. The shop's default, 5 requests a second, is for an account
      // whose limits it does not know; here it made every uncached page that needs more than five stories wait a second
      // for the next five (a storefront's first category page took 1.1 s, and 0.1 s at this pace).
      CONTENT_RATE_LIMIT: String(CONTENT_REQUESTS_PER_SECOND),
    });
  }
  const search = at('search');
  if (search)
    Object.assign(shop, { SEARCH_API_URL: search.url, SEARCH_TOKEN: secrets.searchToken, IMAGE_BASE_URL: imageBaseUrl(env, ports) });
  const provider = at('paymentProvider');
  if (provider) shop.PAYMENT_PROVIDER_PUBLIC_URL = provider.publicUrl;
  const commerce = at('commerce');
  if (commerce) Object.assign(shop, { COMMERCE_API_URL: commerce.url, COMMERCE_PUBLIC_URL: env.COMMERCE_PUBLIC_URL ?? commerce.publicUrl });
  const newsletter = at('newsletter');
  if (newsletter) Object.assign(shop, { NEWSLETTER_API_URL: newsletter.url, NEWSLETTER_API_KEY: secrets.newsletterApiKey });
  const rates = at('rates');
  if (rates) shop.RATES_API_URL = rates.url;
  return shop;
}

/** Each started service's base URL by name: safe to print (no secrets). */
export function serviceUrls(env: SandboxEnv, ports: Ports): Record<string, string> {
  return Object.fromEntries(Object.entries(ports).flatMap(([name, port]) => (port ? [[name, locate(env, port).url]] : [])));
}

/** Ports as SANDBOX_PORTS names them (`content=41001,search=41002`), for a restart on the same ones. */
export function formatPorts(ports: Ports): string {
  return Object.entries(ports)
    .filter(([, port]) => port)
    .map(([name, port]) => `${name}=${port}`)
    .join(',');
}
