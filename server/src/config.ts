import { MESSAGES } from '@sockshop/core/errors';
import { z } from 'zod';
import { DIAGNOSTICS_LOG_BUDGET } from './api/diagnostics-budget.js';
import { CONNECTION_DEFAULTS } from './http-server.js';

/**
 * Configuration comes from environment variables, validated at start-up.
 * The server knows each service by its URL and secret only. `npm start` (scripts/start.mjs) runs the
 * sandbox process first and passes its services' URLs and secrets here; the sandbox's own settings live in its package.
 */
const SANDBOX_HINT = 'required (`npm start` starts the sandbox services and sets it)';

const optionalUrl = z
  .string()
  .trim()
  .default('')
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().url().optional());

/** A service's URL: there is no embedded fallback in the server any more. */
const serviceUrl = z.string({ error: SANDBOX_HINT }).trim().min(1, SANDBOX_HINT).pipe(z.string().url());

/** A secret has no default; empty counts as absent, and absent stops start-up. */
const secret = z.string({ error: SANDBOX_HINT }).trim().min(1, SANDBOX_HINT);

/** An external storefront's site: shoppers are sent there, so only https. */
const externalSite = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https$/, error: 'must be an https URL' }));

const port = z.coerce.number().int().min(0).max(65_535);

const RATE_LIMIT_NAMES = ['newsletter', 'diagnostics', 'widget', 'search', 'content', 'webhook'] as const;
type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
const RATE_LIMIT_ENTRY = /^(newsletter|diagnostics|widget|search|content|webhook)=(\d{1,7})\/(\d{1,6})s?$/;

/**
 * Per-address limits of the own API that differ from the defaults, as `name=requests/seconds` entries separated by
 * commas (`newsletter=5/25,search=120/3`). A test shop raises them so that tests sharing one address never meet them.
 */
const rateLimits = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx) => {
    const limits: Partial<Record<RateLimitName, { burst: number; perSecond: number }>> = {};
    for (const entry of value.split(',').filter((part) => part.trim() !== '')) {
      const match = RATE_LIMIT_ENTRY.exec(entry.trim());
      const burst = Number(match?.[2]);
      const seconds = Number(match?.[3]);
      if (!match || burst < 1 || seconds < 1) {
        ctx.addIssue({ code: 'custom', message: `'${entry}' is not name=requests/seconds (${RATE_LIMIT_NAMES.join(', ')})` });
        return z.NEVER;
      }
      limits[match[1] as RateLimitName] = { burst, perSecond: burst / seconds };
    }
    return limits;
  });

export const ConfigSchema = z
  .object({
    APP_ENV: z.enum(['production', 'staging'], { error: () => MESSAGES.invalidEnvironment }).default('production'),
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: port.default(3000),
    /** The shop's public origin: canonical links and return URLs. Default http://localhost:<PORT>. */
    PUBLIC_ORIGIN: optionalUrl,
    /** Behind a load balancer: rate limits key on the last X-Forwarded-For address instead of the socket's. */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z.enum(['error', 'warn', 'info']).default('info'),
    /** Prometheus metrics on their own listener (docs/operations.md "Metrics"): unset = none, 0 = a free port (logged). */
    METRICS_PORT: z
      .string()
      .trim()
      .default('')
      .transform((value) => (value === '' ? undefined : Number(value)))
      .pipe(z.number().int().min(0).max(65_535).optional()),
    /** The metrics listener's address: loopback unless the scraper runs on another host. */
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** On SIGTERM: seconds /readyz answers 503 while requests are still served, so the balancer takes the instance out. */
    SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /** Then, after accepting stops: the most seconds requests in flight get to finish before the process exits anyway. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
    /**
     * Connections open at once; Node closes any over the cap on arrival. Keep it under the process's open-file limit
     * (`ulimit -n`) with room for upstream calls; it must exceed the idle connections a client may leave open.
     */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(CONNECTION_DEFAULTS.maxConnections),
    /**
     * Connections one client address (an IPv6 /64) may hold; at most MAX_CONNECTIONS. Default 256, or MAX_CONNECTIONS
     * with TRUST_PROXY: every connection then comes from the balancer, which caps each shopper itself (docs/operations.md).
     */
    MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).optional(),
    /** Bytes of browser reports the log takes per client address and minute, and from all clients together. */
    DIAGNOSTICS_CLIENT_BYTES_PER_MINUTE: z.coerce.number().int().min(1).max(1_073_741_824).default(DIAGNOSTICS_LOG_BUDGET.perClient),
    DIAGNOSTICS_TOTAL_BYTES_PER_MINUTE: z.coerce.number().int().min(1).max(1_073_741_824).default(DIAGNOSTICS_LOG_BUDGET.total),
    /** Own-API rate limits per client address that differ from the defaults (docs/operations.md, "Rate limits"). */
    RATE_LIMITS: rateLimits,
    /** Memory for the in-process page cache (rendered pages with their brotli and gzip forms), in MiB; 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
    /** Seconds a cached page is fresh; after that it is served stale while one render refreshes it (docs/operations.md). */
    PAGE_CACHE_FRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    /**
     * Redis shared by several instances (`redis://[:password@]host:port[/db]`, `rediss://` for TLS): rate limits and
     * page invalidations then hold across instances. Unset: each instance keeps them in its own memory.
     */
    REDIS_URL: z
      .string()
      .trim()
      .default('')
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),

    CONTENT_API_URL: serviceUrl,
    CONTENT_TOKEN: secret,
    CONTENT_PREVIEW_TOKEN: secret,
    CONTENT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    /** Where the content system serves its assets (Storyblok's asset host unless set). */
    CONTENT_ASSET_ORIGIN: optionalUrl,
    /** The visual editor's bridge script, loaded by the editor route only; Storyblok's unless set. */
    CONTENT_BRIDGE_URL: z.string().trim().url().default('https://app.storyblok.com/f/storyblok-v2-latest.js'),
    /** The visual editor's origin, the only one allowed to frame the editor route (`frame-ancestors`). */
    CONTENT_EDITOR_ORIGIN: z
      .string()
      .trim()
      .url()
      .default('https://app.storyblok.com')
      .transform((value) => new URL(value).origin),
    /** Signs the content system's publish webhooks (POST /api/content/webhook); unset, that endpoint does not exist. */
    CONTENT_WEBHOOK_SECRET: z
      .string()
      .trim()
      .default('')
      .transform((value) => (value === '' ? undefined : value)),
    /** The HTTP caches in front of the shop (Varnish), as base URLs separated by commas: a publish bans its pages there. */
    HTTP_CACHE_PURGE_URLS: z
      .string()
      .trim()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url !== ''),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })).max(16)),

    SEARCH_API_URL: serviceUrl,
    SEARCH_TOKEN: secret,
    /** Where product images are served; default the search service. */
    IMAGE_BASE_URL: optionalUrl,

    /** Commerce backend as the server reaches it, and as the shopper's browser reaches it (default the same). */
    COMMERCE_API_URL: serviceUrl,
    COMMERCE_PUBLIC_URL: optionalUrl,
    /** The payment provider's card form and redirect pages as browsers reach them (framed by the payment step). */
    PAYMENT_PROVIDER_PUBLIC_URL: serviceUrl,

    /** Newsletter provider (subscriber API). */
    NEWSLETTER_API_URL: serviceUrl,
    NEWSLETTER_API_KEY: secret,
    /** Exchange-rate source behind GET /api/eurocon (GET /latest?base=EUR). */
    RATES_API_URL: serviceUrl,
    /** Widget slots: third-party scripts (accessibility widget on us only, chat widget); empty loads nothing. */
    ACCESSIBILITY_WIDGET_URL: optionalUrl,
    CHAT_WIDGET_URL: optionalUrl,
    /** The external storefronts' own sites (https); /au and /nz redirect there, the switchers link there. */
    EXTERNAL_SITE_AU: externalSite.default('https://au.sockshop.example/'),
    EXTERNAL_SITE_NZ: externalSite.default('https://nz.sockshop.example/'),
    /** The build id clients poll for update notices (GET /api/build); empty = derived from the client build's files. */
    BUILD_ID: z.string().trim().max(64).default(''),
  })
  .transform(({ PUBLIC_ORIGIN, CONTENT_ASSET_ORIGIN, IMAGE_BASE_URL, COMMERCE_PUBLIC_URL, MAX_CONNECTIONS_PER_CLIENT, ...config }) => ({
    ...config,
    MAX_CONNECTIONS_PER_CLIENT: Math.min(
      MAX_CONNECTIONS_PER_CLIENT ?? (config.TRUST_PROXY ? config.MAX_CONNECTIONS : CONNECTION_DEFAULTS.maxConnectionsPerClient),
      config.MAX_CONNECTIONS,
    ),
    PUBLIC_ORIGIN: PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
    CONTENT_ASSET_ORIGIN: CONTENT_ASSET_ORIGIN ?? 'https://a.storyblok.com',
    IMAGE_BASE_URL: IMAGE_BASE_URL ?? config.SEARCH_API_URL,
    COMMERCE_PUBLIC_URL: COMMERCE_PUBLIC_URL ?? config.COMMERCE_API_URL,
  }));
export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment; a bad or missing value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}
