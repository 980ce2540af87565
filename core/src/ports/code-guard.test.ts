import { describe, expect, expectTypeOf, it } from 'vitest';
import { ERROR_CODES } from '../errors.js';
import { codeGuard } from './code-guard.js';
import { COMMERCE_ERROR_CODES, type CommerceError, isCommerceErrorCode } from './commerce.port.js';
import { isPaymentsErrorCode, type PaymentsError } from './payments.port.js';

describe('codeGuard', () => {
  it("narrows to exactly the port's error codes (checked by the typecheck)", () => {
    expectTypeOf(isCommerceErrorCode).guards.toEqualTypeOf<CommerceError['code']>();
    expectTypeOf(isPaymentsErrorCode).guards.toEqualTypeOf<PaymentsError['code']>();
  });

  it('accepts the codes of its list and nothing else, inherited property names included', () => {
    for (const code of ERROR_CODES) expect(isCommerceErrorCode(code)).toBe((COMMERCE_ERROR_CODES as readonly string[]).includes(code));
    expect(isPaymentsErrorCode('MISSING_PRODUCTS')).toBe(false);
    expect(isPaymentsErrorCode('ORDER_CLOSED')).toBe(true);
    const isNotFound = codeGuard(['NOT_FOUND']);
    expect(['NOT_FOUND', 'not_found', 'toString', ''].map(isNotFound)).toEqual([true, false, false, false]);
  });
});
