import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommerceSandboxOptions } from '@sockshop/sandbox/commerce/commerce.sandbox';
import { startCommerceSandbox } from '@sockshop/sandbox/commerce/commerce.sandbox';
import { startPaymentProvider } from '@sockshop/sandbox/payment-provider/payment-provider';
import { commerceTestProducts, commerceTestStock } from '../builders/commerce-catalogue.builder.js';

export const COMMERCE_TEST_SECRET = 'test-secret-of-the-commerce-sandbox';

export interface RecordedLogLine {
  level: 'error' | 'warn' | 'info';
  message: string;
  fields: Record<string, unknown>;
}

/** A commerce log that keeps its lines for assertions instead of writing them to stderr. */
export function recordingLog() {
  const lines: RecordedLogLine[] = [];
  const at =
    (level: RecordedLogLine['level']) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      lines.push({ level, message, fields });
    };
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } };
}

/** Tests call the payment routes many times from 127.0.0.1; the rate-limit test sets its own limit. */
export const GENEROUS_RATE_LIMIT = { burst: 100_000, perSecond: 100_000 };

/** Likewise for the units their unpaid orders hold and how long a cart's hold lasts; the hold tests set the real limits. */
const GENEROUS_HOLD_LIMITS = {
  cartUnits: 1_000_000,
  clientUnits: 1_000_000,
  clientVariantUnits: 1_000_000,
  maxHoldMs: 365 * 24 * 3_600_000,
  holdPauseMs: 0,
};

/** Starts the commerce sandbox on 127.0.0.1:0 with a temporary SQLite file; `close` removes it. `logs` holds what it logged. */
export async function startTestCommerce(overrides: Partial<CommerceSandboxOptions> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-'));
  const dbPath = join(dir, 'commerce.sqlite');
  const recorded = recordingLog();
  const service = await startCommerceSandbox({
    dbPath,
    products: commerceTestProducts(),
    stockUnitsOf: commerceTestStock,
    jwtSecret: COMMERCE_TEST_SECRET,
    allowedOrigins: ['http://localhost:3000'],
    paymentRateLimit: GENEROUS_RATE_LIMIT,
    holdLimits: GENEROUS_HOLD_LIMITS,
    log: recorded.log,
    ...overrides,
  });
  return {
    ...service,
    dbPath,
    logs: recorded.lines,
    async close() {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const PROVIDER_TEST_KEYS = {
  apiKey: 'sandbox-api-key',
  hmacKey: '44782def547aaa06c910c43932b1eb0c71fc68d9d0c057550c48ec2acf6ba056',
  merchantAccount: 'SockShopECOM',
};

/** The commerce sandbox wired to the sandbox payment provider (webhooks included), as start-up wires them. */
export async function startTestCommerceWithProvider(
  options: { latencyMs?: number; providerUrl?: (real: string) => Promise<string>; commerce?: Partial<CommerceSandboxOptions> } = {},
) {
  const provider = await startPaymentProvider({
    ...PROVIDER_TEST_KEYS,
    allowedOrigins: ['http://localhost:3000'],
    notifyRetryDelaysMs: [20, 40, 80],
    latencyMs: options.latencyMs,
  });
  const url = options.providerUrl ? await options.providerUrl(provider.url) : provider.url;
  const commerce = await startTestCommerce({ provider: { ...PROVIDER_TEST_KEYS, url, publicUrl: provider.url }, ...options.commerce });
  provider.setNotifyUrl(`${commerce.url}/notifications/adyen`);
  return {
    commerce,
    provider,
    async close() {
      await provider.webhooksIdle();
      await commerce.close();
      await provider.close();
    },
  };
}

export interface CommerceAnswer {
  status: number;
  body: Record<string, unknown> & { jwtToken?: string; error?: { code: string; message: string } };
}

/** One JSON call to the commerce sandbox, with the cart token and extra headers when given. */
export async function callCommerce(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<CommerceAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  let body: CommerceAnswer['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

export const anAddress = (overrides: Record<string, string> = {}) => ({
  givenName: 'Jo',
  familyName: 'Tester',
  streetAddress: 'Sockenstraße',
  houseNumberOrName: '1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  ...overrides,
});

export const anOrderRequest = (overrides: Record<string, unknown> = {}) => ({
  shippingAddress: anAddress(),
  billingAddress: anAddress(),
  email: 'jo@example.com',
  telephone: '+49301234567',
  languageCode: 'de',
  returnUrl: 'http://localhost:3000/de/checkout/payment?step=return',
  ...overrides,
});

export const testCard = (number: string, holderName = 'Jo Tester') => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
  holderName,
});
export const AUTHORISED_CARD = '4111111145551142';
export const REFUSED_CARD = '4000000000000002';
export const CHALLENGE_CARD = '4212345678910006';
