import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { makeDataDir, OWNER_ONLY_FILE } from './data-dir.js';
import type { SandboxEnv } from './sandbox-env.js';

const SandboxSecretsSchema = z.object({
  contentToken: z.string().min(16),
  contentPreviewToken: z.string().min(16),
  searchToken: z.string().min(16),
  newsletterApiKey: z.string().min(16),
  commerceJwtSecret: z.string().min(32),
  providerApiKey: z.string().min(16),
  /** Hex, as the provider's HMAC keys are. */
  providerHmacKey: z.string().regex(/^[0-9a-f]{64}$/),
  /** Signs the content sandbox's publish webhooks to the shop. */
  contentWebhookSecret: z.string().min(16),
});
export type SandboxSecrets = z.infer<typeof SandboxSecretsSchema>;

export const SANDBOX_SECRETS_FILE = 'sandbox-secrets.json';

function generate(): SandboxSecrets {
  const token = () => randomBytes(24).toString('base64url');
  return {
    contentToken: token(),
    contentPreviewToken: token(),
    searchToken: token(),
    newsletterApiKey: token(),
    commerceJwtSecret: randomBytes(32).toString('base64url'),
    providerApiKey: token(),
    providerHmacKey: randomBytes(32).toString('hex'),
    contentWebhookSecret: token(),
  };
}

/** A file written before a secret was added lacks only that one: the others are kept (tokens issued stay valid). */
const StoredSecretsSchema = SandboxSecretsSchema.partial({ contentWebhookSecret: true });

/**
 * The sandbox's secrets are made randomly on its first start and kept under DATA_DIR, readable by the
 * owner only, so no secret has a value anyone can read in the code or the README. A later start reuses them (cart
 * tokens and stored sign-ups stay valid across restarts); a file lacking a secret added since gains it, a damaged one
 * is replaced.
 */
export function loadSandboxSecrets(dataDir: string): SandboxSecrets {
  makeDataDir(dataDir);
  const path = join(dataDir, SANDBOX_SECRETS_FILE);
  let secrets = generate();
  if (existsSync(path)) {
    const stored = StoredSecretsSchema.safeParse(safeJson(readFileSync(path, 'utf8')));
    if (stored.success && stored.data.contentWebhookSecret !== undefined) {
      chmodSync(path, OWNER_ONLY_FILE);
      return { ...stored.data, contentWebhookSecret: stored.data.contentWebhookSecret };
    }
    if (stored.success) secrets = { ...secrets, ...stored.data };
  }
  writeFileSync(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: OWNER_ONLY_FILE });
  chmodSync(path, OWNER_ONLY_FILE);
  return secrets;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Where each secret may be given in the environment instead. */
const FROM_ENV = {
  contentToken: 'CONTENT_TOKEN',
  contentPreviewToken: 'CONTENT_PREVIEW_TOKEN',
  searchToken: 'SEARCH_TOKEN',
  newsletterApiKey: 'NEWSLETTER_API_KEY',
  commerceJwtSecret: 'COMMERCE_JWT_SECRET',
  providerApiKey: 'PAYMENT_PROVIDER_API_KEY',
  providerHmacKey: 'PAYMENT_PROVIDER_HMAC_KEY',
  contentWebhookSecret: 'CONTENT_WEBHOOK_SECRET',
} as const satisfies Record<keyof SandboxSecrets, keyof SandboxEnv>;

/**
 * The secrets the sandbox's services use: each one given in the environment wins, the rest are the generated ones
 * (the file is read, or made, only when one is missing). Every service process of one sandbox resolves the same.
 */
export function resolveSecrets(env: SandboxEnv): SandboxSecrets {
  const keys = Object.keys(FROM_ENV) as (keyof SandboxSecrets)[];
  const given = keys.filter((key) => env[FROM_ENV[key]] !== undefined);
  const secrets = given.length === keys.length ? ({} as SandboxSecrets) : loadSandboxSecrets(env.DATA_DIR);
  for (const key of given) secrets[key] = env[FROM_ENV[key]]!;
  return secrets;
}
