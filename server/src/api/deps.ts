import type { OutdatedPages } from '@sockshop/core/content';
import type { ExchangeRatesPort, NewsletterPort, ShopServices } from '@sockshop/core/ports';
import type { Context, Hono } from 'hono';
import type { Config } from '../config.js';
import type { ShopLogger } from '../logging/logger.js';
import type { ShopEnv } from '../request-context.js';
import type { LimiterStore } from '../shared-store/limiter-store.js';

/** The types every own-API route gets its dependencies by (the routes never import the API's assembly, api-app.ts). */

/** What clients poll to learn that a new version was deployed. */
export interface BuildDescriptor {
  id: string;
  builtAt: string;
}

export interface RateLimit {
  /** Requests allowed in a burst. */
  burst: number;
  /** Requests allowed back each second, on average. */
  perSecond: number;
}

/** Per client address; reads are bounded generously, writes tightly. */
export interface ApiLimits {
  newsletter: RateLimit;
  diagnostics: RateLimit;
  widget: RateLimit;
  search: RateLimit;
  /** The content proxy (a page's browser-side content reads). */
  content: RateLimit;
  /** The content system's publish webhook. */
  webhook: RateLimit;
}

export interface ApiDeps {
  services: ShopServices;
  config: Config;
  /** Server-only ports (never handed to the browser or route loaders). */
  newsletter: NewsletterPort;
  rates: ExchangeRatesPort;
  /** The content delivery API the proxy forwards to, ending in /v2 (the sandbox's or Storyblok's). */
  contentApiUrl: string;
  logger: ShopLogger;
  build: BuildDescriptor;
  limits?: Partial<ApiLimits>;
  /** Told the limit's name each time one of the rate limits refuses a request (the metrics). */
  onRateLimited?: (limit: string) => void;
  /** Where the rate limits and the diagnostics byte budgets count: this process's memory unless given (Redis). */
  limiterStore?: LimiterStore;
  now?: () => number;
  /** Where the content webhook hands what a publish dated; without it (or its secret) the webhook route does not exist. */
  contentPublishing?: ContentPublishing;
}

export interface ContentPublishing {
  /** The content space the shop reads (null while the content service cannot say). */
  spaceId(): Promise<number | null>;
  announce(targets: readonly OutdatedPages[]): void;
}

export interface Limiter {
  /** Counts the request against its client address; false when the address is over its limit. */
  take(c: Context): Promise<boolean>;
  /** The same, answering 429 with Retry-After when over. */
  enforce(c: Context): Promise<void>;
}

export type Limiters = { [K in keyof ApiLimits]: Limiter };

/** The own API's Hono app, which each route file adds its routes to. */
export type ApiApp = Hono<ShopEnv>;
