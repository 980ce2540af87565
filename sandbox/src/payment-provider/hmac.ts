import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Adyen standard notification (webhook) shapes, docs/protocols.md. */
export const NotificationRequestItemSchema = z.object({
  additionalData: z.record(z.string(), z.string()).optional(),
  amount: z.object({ currency: z.string(), value: z.number().int() }),
  eventCode: z.string(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  originalReference: z.string().optional(),
  pspReference: z.string(),
  success: z.enum(['true', 'false']),
  eventDate: z.string().optional(),
  reason: z.string().optional(),
});
export type NotificationRequestItem = z.infer<typeof NotificationRequestItemSchema>;

export const NotificationSchema = z.object({
  live: z.enum(['true', 'false']),
  notificationItems: z.array(z.object({ NotificationRequestItem: NotificationRequestItemSchema })).min(1),
});

/** The fields an HMAC covers, in Adyen's order; missing fields are empty. */
type SignedFields = Omit<NotificationRequestItem, 'additionalData' | 'eventDate' | 'reason'>;

function signingPayload(item: SignedFields): string {
  return [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
}

const HEX_KEY = /^(?:[0-9a-fA-F]{2})+$/;

function keyBytes(hexKey: string): Buffer {
  if (!HEX_KEY.test(hexKey)) throw new TypeError('The HMAC key must be a non-empty even-length hex string');
  return Buffer.from(hexKey, 'hex');
}

/** Base64 HMAC-SHA256 over the item's signing payload with the hex-decoded key. */
export function signNotification(item: SignedFields, hexKey: string): string {
  return createHmac('sha256', keyBytes(hexKey)).update(signingPayload(item), 'utf8').digest('base64');
}

/** Constant-time check of `additionalData.hmacSignature`; false when it is missing or malformed. */
export function verifyNotification(item: NotificationRequestItem, hexKey: string): boolean {
  const given = item.additionalData?.hmacSignature;
  if (typeof given !== 'string' || given.length === 0) return false;
  const expected = Buffer.from(signNotification(item, hexKey), 'base64');
  const actual = Buffer.from(given, 'base64');
  // timingSafeEqual needs equal lengths; the length of a SHA-256 digest is public anyway.
  if (actual.length !== expected.length) return false;
  return timingSafeEqual(actual, expected);
}

/** Builds a signed AUTHORISATION item (what the sandbox provider sends after an outcome). */
export function signedItem(
  item: Omit<SignedFields, 'originalReference'> & { originalReference?: string },
  hexKey: string,
): NotificationRequestItem {
  return { ...item, additionalData: { hmacSignature: signNotification(item, hexKey) } };
}
