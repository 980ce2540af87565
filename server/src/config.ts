import { MESSAGES } from '@sockshop/core/errors';
import { z } from 'zod';

/**
 * DECISIONS 2: configuration comes from environment variables, validated at start-up.
 * A service URL left empty means "use the embedded sandbox" for that service.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().url().optional());

const port = z.coerce.number().int().min(0).max(65_535);

/** DECISIONS 17: a secret has no default; empty counts as absent. */
const secret = z
  .string()
  .trim()
  .default('')
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().min(1).optional());

export const ConfigSchema = z
  .object({
    APP_ENV: z.enum(['production', 'staging'], { error: () => MESSAGES.invalidEnvironment }).default('production'),
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: port.default(3000),
    /** The shop's public origin: canonical links, return URLs and CORS of the sandbox services. */
    PUBLIC_ORIGIN: z.string().url().default('http://localhost:3000'),
    DATA_DIR: z.string().default('.data'),
    /** Behind a load balancer: rate limits key on the last X-Forwarded-For address instead of the socket's. */
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    LOG_LEVEL: z.enum(['error', 'warn', 'info']).default('info'),
    /** First port of the embedded sandbox services (content, search, commerce, payment provider). */
    SANDBOX_PORT: port.default(3101),

    CONTENT_API_URL: optionalUrl.default(''),
    CONTENT_TOKEN: secret,
    CONTENT_PREVIEW_TOKEN: secret,
    CONTENT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    /** Where the content system serves its assets (Storyblok: https://a.storyblok.com); the sandbox serves its own. */
    CONTENT_ASSET_ORIGIN: optionalUrl.default(''),

    SEARCH_API_URL: optionalUrl.default(''),
    SEARCH_TOKEN: secret,
    IMAGE_BASE_URL: optionalUrl.default(''),
    CATALOGUE_SIZE: z.coerce.number().int().min(10).max(20_000).default(320),

    /** Commerce backend as the server reaches it, and as the shopper's browser reaches it. */
    COMMERCE_API_URL: optionalUrl.default(''),
    COMMERCE_PUBLIC_URL: optionalUrl.default(''),
    /** Signs the commerce sandbox's cart tokens; a real backend owns its own. */
    COMMERCE_JWT_SECRET: secret.pipe(z.string().min(32).optional()),
    /** How long an unpaid order of the commerce sandbox holds its stock (DECISIONS 18). */
    ORDER_RESERVATION_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** Payment calls (orders, payments, details) one client address may make per minute at the commerce sandbox. */
    PAYMENT_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),

    /** Newsletter provider (subscriber API); empty = the embedded sandbox, which keeps sign-ups in SQLite under DATA_DIR. */
    NEWSLETTER_API_URL: optionalUrl.default(''),
    NEWSLETTER_API_KEY: secret,
    /** Exchange-rate source behind GET /api/eurocon (GET /latest?base=EUR); empty = the embedded sandbox's fixed table. */
    RATES_API_URL: optionalUrl.default(''),
    /** The build id clients poll for update notices (GET /api/build); empty = derived from the client build's files. */
    BUILD_ID: z.string().trim().max(64).default(''),

    PAYMENT_PROVIDER_URL: optionalUrl.default(''),
    PAYMENT_PROVIDER_API_KEY: secret,
    /** The merchant account name at the provider: an identifier, not a secret. */
    PAYMENT_PROVIDER_MERCHANT: z.string().min(1).default('SockShopECOM'),
    PAYMENT_PROVIDER_HMAC_KEY: secret.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{32,}$/, 'must be at least 32 hex digits')
        .optional(),
    ),
  })
  // DECISIONS 17: a real service needs its secret; only a sandbox (started here) makes its own.
  .superRefine((config, context) => {
    const need = (url: string | undefined, names: (keyof typeof config)[]) => {
      if (!url) return;
      for (const name of names) {
        if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: 'required when its service URL is set' });
      }
    };
    need(config.CONTENT_API_URL, ['CONTENT_TOKEN', 'CONTENT_PREVIEW_TOKEN']);
    need(config.SEARCH_API_URL, ['SEARCH_TOKEN']);
    need(config.NEWSLETTER_API_URL, ['NEWSLETTER_API_KEY']);
    // The provider's keys are used by the commerce sandbox only; a real commerce backend holds its own.
    if (!config.COMMERCE_API_URL) need(config.PAYMENT_PROVIDER_URL, ['PAYMENT_PROVIDER_API_KEY', 'PAYMENT_PROVIDER_HMAC_KEY']);
  });
export type Config = z.infer<typeof ConfigSchema>;

/** The secrets the shop itself sends: given in the environment, or the sandbox's own when it runs the service. */
export type ShopSecrets = Required<Pick<Config, 'CONTENT_TOKEN' | 'CONTENT_PREVIEW_TOKEN' | 'SEARCH_TOKEN' | 'NEWSLETTER_API_KEY'>>;
/** The configuration once every secret the shop sends is known (after the sandboxes started). */
export type ShopConfig = Config & ShopSecrets;

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}
