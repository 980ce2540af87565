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

export const ConfigSchema = z.object({
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
  CONTENT_TOKEN: z.string().min(1).default('sandbox-content-token'),
  CONTENT_PREVIEW_TOKEN: z.string().min(1).default('sandbox-preview-token'),
  CONTENT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Where the content system serves its assets (Storyblok: https://a.storyblok.com); the sandbox serves its own. */
  CONTENT_ASSET_ORIGIN: optionalUrl.default(''),

  SEARCH_API_URL: optionalUrl.default(''),
  SEARCH_TOKEN: z.string().min(1).default('sandbox-search-token'),
  IMAGE_BASE_URL: optionalUrl.default(''),
  CATALOGUE_SIZE: z.coerce.number().int().min(10).max(20_000).default(320),

  /** Commerce backend as the server reaches it, and as the shopper's browser reaches it. */
  COMMERCE_API_URL: optionalUrl.default(''),
  COMMERCE_PUBLIC_URL: optionalUrl.default(''),
  COMMERCE_JWT_SECRET: z.string().min(16).default('sandbox-commerce-jwt-secret-change-me'),

  /** Newsletter provider (subscriber API); empty = the embedded sandbox, which keeps sign-ups in SQLite under DATA_DIR. */
  NEWSLETTER_API_URL: optionalUrl.default(''),
  NEWSLETTER_API_KEY: z.string().min(1).default('sandbox-newsletter-key'),
  /** Exchange-rate source behind GET /api/eurocon (GET /latest?base=EUR); empty = the embedded sandbox's fixed table. */
  RATES_API_URL: optionalUrl.default(''),
  /** The build id clients poll for update notices (GET /api/build); empty = derived from the client build's files. */
  BUILD_ID: z.string().trim().max(64).default(''),

  PAYMENT_PROVIDER_URL: optionalUrl.default(''),
  PAYMENT_PROVIDER_API_KEY: z.string().min(1).default('sandbox-provider-api-key'),
  PAYMENT_PROVIDER_MERCHANT: z.string().min(1).default('SockShopECOM'),
  PAYMENT_PROVIDER_HMAC_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]+$/, 'must be hex')
    .default('44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056'),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}
