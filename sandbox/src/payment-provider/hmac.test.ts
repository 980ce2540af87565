import { describe, expect, it } from 'vitest';
import { type NotificationRequestItem, signedItem, signNotification, verifyNotification } from './hmac.js';

const KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';

const item: NotificationRequestItem = {
  amount: { currency: 'EUR', value: 1130 },
  eventCode: 'AUTHORISATION',
  merchantAccountCode: 'SockShopECOM',
  merchantReference: 'order-1',
  pspReference: '7914073381342284',
  success: 'true',
};

describe('notification HMAC (docs/protocols.md, Adyen webhooks)', () => {
  it('signs the colon-joined fields with the hex-decoded key, base64', async () => {
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', Buffer.from(KEY, 'hex'))
      .update('7914073381342284::SockShopECOM:order-1:1130:EUR:AUTHORISATION:true')
      .digest('base64');
    expect(signNotification(item, KEY)).toBe(expected);
  });

  it('verifies a signed item and refuses a tampered one', () => {
    const signed = signedItem(item, KEY);
    expect(verifyNotification(signed, KEY)).toBe(true);
    expect(verifyNotification({ ...signed, success: 'false' }, KEY)).toBe(false);
    expect(verifyNotification({ ...signed, amount: { currency: 'EUR', value: 1 } }, KEY)).toBe(false);
  });

  it('refuses a missing, malformed or foreign-key signature', () => {
    expect(verifyNotification(item, KEY)).toBe(false);
    expect(verifyNotification({ ...item, additionalData: { hmacSignature: 'short' } }, KEY)).toBe(false);
    const other = signedItem(item, 'ab'.repeat(32));
    expect(verifyNotification(other, KEY)).toBe(false);
  });

  it('treats a missing originalReference like an empty one', () => {
    expect(signNotification({ ...item, originalReference: '' }, KEY)).toBe(signNotification(item, KEY));
  });

  it('rejects a key that is not hex (programmer error)', () => {
    expect(() => signNotification(item, 'not-hex')).toThrow(TypeError);
  });
});
