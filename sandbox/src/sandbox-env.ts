import { join } from 'node:path';
import { z } from 'zod';
import { DISK_CACHE_LIMITS } from './media/disk-cache.js';
import { RENDER_POOL_DEFAULTS } from './media/render-pool.js';
import { MEDIA_RENDER_MODES, type MediaLimits } from './media/renderer.js';
import { SERVICE_NAMES, type ServiceName } from './service-names.js';

/**
 * The sandbox reads the shop's own environment (the launcher gives both processes the same one): a service whose URL
 * is set is a real one and gets no sandbox; the sandbox-only settings live here, not in the shop's configuration.
 */
const optionalUrl = z
  .string()
  .trim()
  .default('')
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().url().optional());

const MB = 1024 * 1024;

const port = z.coerce.number().int().min(0).max(65_535);

/** A secret has no default; empty counts as absent (the sandbox then makes its own). */
const secret = z
  .string()
  .trim()
  .default('')
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().min(1).optional());

export const SandboxEnvSchema = z
  .object({
    /** The shop's port: the default public origin is http://localhost:<PORT>, as the shop's is. */
    PORT: port.default(3000),
    /** The shop's public origin: CORS, return URLs and the card form's framing are allowed for it alone. */
    PUBLIC_ORIGIN: optionalUrl,
    DATA_DIR: z.string().min(1).default('.data'),
    LOG_LEVEL: z.enum(['error', 'warn', 'info']).default('info'),
    /** First port of the sandbox services: content +0, search +1, commerce +2, payment provider +3, newsletter +4, rates +5. */
    SANDBOX_PORT: port.default(3101),
    /**
     * Ports for single services, winning over SANDBOX_PORT (`content=41001,commerce=41003`). A sandbox started on
     * SANDBOX_PORT=0 names the ports it got this way to its restarts, so the shop's configuration stays valid.
     */
    SANDBOX_PORTS: z
      .string()
      .trim()
      .default('')
      .transform((value, context) => parseServicePorts(value, context)),
    CATALOGUE_SIZE: z.coerce.number().int().min(10).max(20_000).default(320),
    /** `fast` draws the product and campaign pictures small and enlarges them (browser tests); `full` draws them sharp. */
    MEDIA_RENDER: z.enum(MEDIA_RENDER_MODES).default('full'),
    /** Where rendered pictures are kept; several sandboxes may share one folder. Empty: DATA_DIR/media. */
    MEDIA_CACHE_DIR: z.string().trim().default(''),
    /** The picture folder's caps: past either, the least recently used pictures are deleted (media/disk-cache.ts). */
    MEDIA_CACHE_MAX_MB: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_048_576)
      .default(DISK_CACHE_LIMITS.maxBytes / MB),
    MEDIA_CACHE_MAX_FILES: z.coerce.number().int().min(10).max(10_000_000).default(DISK_CACHE_LIMITS.maxFiles),
    /** Memory a picture renderer child may write (RLIMIT_DATA, media/render-process.ts). */
    MEDIA_RENDER_MEMORY_MB: z.coerce
      .number()
      .int()
      .min(512)
      .max(65_536)
      .default(RENDER_POOL_DEFAULTS.limits.memoryBytes / MB),
    /** Signs the commerce sandbox's cart tokens; default: the sandbox's generated secret. */
    COMMERCE_JWT_SECRET: secret.pipe(z.string().min(32).optional()),
    /** How long an unpaid order of the commerce sandbox holds its stock. */
    ORDER_RESERVATION_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /**
     * Units all unpaid orders of one client address may hold at once at the commerce sandbox, in all and of one variant
     * (sandbox/src/commerce/hold-limits.ts). Browser tests, whose shoppers all come from 127.0.0.1, raise them.
     */
    ORDER_HOLD_UNITS_PER_CLIENT: z.coerce.number().int().min(1).max(10_000_000).default(100),
    ORDER_HOLD_UNITS_PER_VARIANT: z.coerce.number().int().min(1).max(10_000_000).default(20),
    /** Payment calls (orders, payments, details) one client address may make per minute at the commerce sandbox. */
    PAYMENT_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),

    CONTENT_API_URL: optionalUrl,
    CONTENT_TOKEN: secret,
    CONTENT_PREVIEW_TOKEN: secret,
    /** Signs the content sandbox's publish webhooks; default: the sandbox's generated secret. */
    CONTENT_WEBHOOK_SECRET: secret,
    /** Where the content sandbox posts a publish's webhook; default the shop's `${PUBLIC_ORIGIN}/api/content/webhook`. */
    CONTENT_WEBHOOK_URL: optionalUrl,
    CONTENT_ASSET_ORIGIN: optionalUrl,
    SEARCH_API_URL: optionalUrl,
    SEARCH_TOKEN: secret,
    IMAGE_BASE_URL: optionalUrl,
    COMMERCE_API_URL: optionalUrl,
    COMMERCE_PUBLIC_URL: optionalUrl,
    NEWSLETTER_API_URL: optionalUrl,
    NEWSLETTER_API_KEY: secret,
    RATES_API_URL: optionalUrl,

    /** A real provider for the commerce sandbox (its API as the sandbox reaches it); empty = the sandbox provider. */
    PAYMENT_PROVIDER_URL: optionalUrl,
    /** The provider's card form and redirect pages as browsers reach them; set alone, no sandbox provider starts. */
    PAYMENT_PROVIDER_PUBLIC_URL: optionalUrl,
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
  .transform(({ PUBLIC_ORIGIN, MEDIA_CACHE_DIR, CONTENT_WEBHOOK_URL, ...env }) => ({
    ...env,
    PUBLIC_ORIGIN: PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    CONTENT_WEBHOOK_URL: CONTENT_WEBHOOK_URL ?? new URL('/api/content/webhook', PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).href,
    MEDIA_CACHE_DIR: MEDIA_CACHE_DIR || join(env.DATA_DIR, 'media'),
  }))
  // The commerce sandbox paying at a real provider needs that provider's keys.
  .superRefine((env, context) => {
    if (env.COMMERCE_API_URL || !env.PAYMENT_PROVIDER_URL) return;
    for (const name of ['PAYMENT_PROVIDER_API_KEY', 'PAYMENT_PROVIDER_HMAC_KEY'] as const) {
      if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENT_PROVIDER_URL is set' });
    }
  });
export type SandboxEnv = z.infer<typeof SandboxEnvSchema>;

/** `name=port` entries separated by commas; an unknown name or a bad port is an issue naming the entry. */
function parseServicePorts(value: string, context: z.RefinementCtx): Partial<Record<ServiceName, number>> {
  const ports: Partial<Record<ServiceName, number>> = {};
  for (const entry of value.split(',').filter((part) => part.trim() !== '')) {
    const [name = '', number = ''] = entry.split('=').map((part) => part.trim());
    const parsed = port.safeParse(number);
    if (!(SERVICE_NAMES as readonly string[]).includes(name) || number === '' || !parsed.success) {
      context.addIssue({ code: 'custom', message: `"${entry}" is not <service>=<port> (services: ${SERVICE_NAMES.join(', ')})` });
      continue;
    }
    ports[name as ServiceName] = parsed.data;
  }
  return ports;
}

/** Parses the environment; a bad value stops the sandbox with a message naming the variable. */
export function loadSandboxEnv(env: Record<string, string | undefined>): SandboxEnv {
  const parsed = SandboxEnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid sandbox configuration:\n  ${lines.join('\n  ')}`);
}

/** The picture cache's caps and the render children's memory, for the services that draw pictures. */
export function mediaLimitsOf(env: SandboxEnv): MediaLimits {
  return {
    cacheLimits: { maxBytes: env.MEDIA_CACHE_MAX_MB * MB, maxFiles: env.MEDIA_CACHE_MAX_FILES },
    pool: { limits: { ...RENDER_POOL_DEFAULTS.limits, memoryBytes: env.MEDIA_RENDER_MEMORY_MB * MB } },
  };
}
