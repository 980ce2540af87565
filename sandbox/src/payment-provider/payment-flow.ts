import { randomBytes, randomInt } from 'node:crypto';
import type { CardVault } from './card-vault.js';
import type { Notifier } from './notifier.js';
import type {
  Amount,
  ModificationResponse,
  PaymentDetailsResponse,
  PaymentRequest,
  PaymentResponse,
  PaypalUpdateOrderRequest,
  PaypalUpdateOrderResponse,
  ProviderPaymentStatus,
} from './provider.schema.js';
import { ProviderApiError } from './provider-error.js';
import { type CardDecision, decideCard, REFUSALS, type Refusal } from './test-cards.js';

/** The authorisation's outcome; 'cancelled' is a shopper who cancelled on the wallet page (no charge). */
type Status = 'authorised' | 'refused' | 'awaiting-shopper' | 'pending' | 'cancelled';

export type ShopperDecision = 'authorise' | 'refuse' | 'cancel';

export interface PaymentRecord {
  pspReference: string;
  merchantReference: string;
  amount: Amount;
  returnUrl: string;
  methodType: string;
  status: Status;
  refusal?: Refusal;
  /** Guards the redirect page's form: only the page the shopper was sent to can decide. */
  formToken: string;
  paymentData?: string;
  redirectResult?: string;
  /** A cancel or refund the merchant asked for, with the first answer (a repeat answers it again). */
  modification?: { kind: 'cancel' | 'refund'; response: ModificationResponse };
}

const PENDING_SETTLES_AFTER_MS = 100;

/** The provider's payments, in memory (a restart forgets them; the commerce service keeps its own orders in SQLite). */
export function createPaymentFlow(deps: {
  vault: CardVault;
  notifier: Notifier;
  publicUrl: () => string;
  /** The shop's origins: a returnUrl elsewhere is refused (issue 10: no redirectResult handed to another site). */
  allowedOrigins: ReadonlySet<string>;
  capacity?: number;
}) {
  const payments = new Map<string, PaymentRecord>();
  const byRedirectResult = new Map<string, string>();
  const capacity = deps.capacity ?? 50_000;

  const newPspReference = () => `${randomInt(1e7, 1e8)}${randomInt(1e7, 1e8)}`;
  const opaque = () => randomBytes(24).toString('base64url');

  function remember(record: PaymentRecord): void {
    payments.set(record.pspReference, record);
    while (payments.size > capacity) {
      const [oldest, old] = payments.entries().next().value as [string, PaymentRecord];
      if (old.redirectResult) byRedirectResult.delete(old.redirectResult);
      payments.delete(oldest);
    }
  }

  function answer(record: PaymentRecord): PaymentDetailsResponse {
    const base = { pspReference: record.pspReference, merchantReference: record.merchantReference, amount: record.amount };
    switch (record.status) {
      case 'authorised':
        return { resultCode: 'Authorised', ...base };
      case 'refused':
        return { resultCode: 'Refused', ...base, ...(record.refusal ?? REFUSALS.refused) };
      case 'pending':
        return { resultCode: 'Pending', ...base };
      case 'cancelled':
        return { resultCode: 'Cancelled', ...base };
      case 'awaiting-shopper':
        return {
          resultCode: 'RedirectShopper',
          ...base,
          action: {
            type: 'redirect',
            method: 'GET',
            url: `${deps.publicUrl()}/checkout/redirect/${record.pspReference}`,
            paymentMethodType: record.methodType,
            ...(record.paymentData ? { paymentData: record.paymentData } : {}),
          },
        };
    }
  }

  function settle(record: PaymentRecord, decision: { kind: 'authorise' } | { kind: 'refuse'; refusal: Refusal }): void {
    record.status = decision.kind === 'authorise' ? 'authorised' : 'refused';
    if (decision.kind === 'refuse') record.refusal = decision.refusal;
    deps.notifier.notify({
      eventCode: 'AUTHORISATION',
      pspReference: record.pspReference,
      merchantReference: record.merchantReference,
      amount: record.amount,
      success: decision.kind === 'authorise',
      ...(decision.kind === 'refuse' ? { reason: decision.refusal.refusalReason } : {}),
    });
  }

  function decide(request: PaymentRequest): CardDecision {
    const method = request.paymentMethod;
    if (method.type === 'paypal') return { kind: 'challenge' };
    if (method.type !== 'scheme') throw new ProviderApiError(422, '905', `Payment method ${method.type} is not supported`, 'configuration');
    if (typeof method.encryptedCardNumber !== 'string') throw new ProviderApiError(422, '129', 'Missing encryptedCardNumber');
    const card = deps.vault.resolve(method);
    if (!card) throw new ProviderApiError(422, '174', 'Unable to decrypt data');
    return decideCard(card);
  }

  return {
    pay(request: PaymentRequest): PaymentResponse {
      if (!deps.allowedOrigins.has(new URL(request.returnUrl).origin)) throw new ProviderApiError(422, '14_030', 'Invalid returnUrl');
      const decision = decide(request);
      const record: PaymentRecord = {
        pspReference: newPspReference(),
        merchantReference: request.reference,
        amount: request.amount,
        returnUrl: request.returnUrl,
        methodType: request.paymentMethod.type,
        status: 'awaiting-shopper',
        formToken: opaque(),
        ...(request.paymentMethod.type === 'paypal' ? { paymentData: opaque() } : {}),
      };
      remember(record);
      if (decision.kind === 'authorise' || decision.kind === 'refuse') settle(record, decision);
      if (decision.kind === 'pending') {
        record.status = 'pending';
        // The outcome arrives only by webhook, as for Adyen's asynchronous methods.
        setTimeout(() => settle(record, { kind: 'authorise' }), PENDING_SETTLES_AFTER_MS).unref();
      }
      return answer(record);
    },

    find(pspReference: string): PaymentRecord | undefined {
      return payments.get(pspReference);
    },

    /** Oldest first: the sandbox's status lookup for reconciliation. */
    paymentsOf(merchantReference: string): ProviderPaymentStatus[] {
      return [...payments.values()]
        .filter((record) => record.merchantReference === merchantReference)
        .map((record) => ({
          pspReference: record.pspReference,
          merchantReference: record.merchantReference,
          amount: record.amount,
          paymentMethodType: record.methodType,
          status: record.modification ? (record.modification.kind === 'cancel' ? 'cancelled' : 'refunded') : record.status,
        }));
    },

    /**
     * The shopper's choice on the redirect page; answers where to send them back, or undefined for a stale form.
     * Only a wallet can be cancelled (a card challenge is authorised or refused); a cancel sends no webhook.
     */
    shopperDecides(pspReference: string, formToken: string, decision: ShopperDecision): string | undefined {
      const record = payments.get(pspReference);
      if (!record || record.formToken !== formToken) return undefined;
      if (decision === 'cancel' && record.methodType !== 'paypal') return undefined;
      if (record.status === 'awaiting-shopper') {
        if (decision === 'cancel') record.status = 'cancelled';
        else settle(record, decision === 'authorise' ? { kind: 'authorise' } : { kind: 'refuse', refusal: REFUSALS.refused });
        record.redirectResult = opaque();
        byRedirectResult.set(record.redirectResult, record.pspReference);
      }
      if (!record.redirectResult) return undefined;
      const back = new URL(record.returnUrl);
      back.searchParams.set('redirectResult', record.redirectResult);
      return back.toString();
    },

    /**
     * /payments/details: the same redirectResult always answers the same outcome, naming its payment's reference and
     * amount. A later cancel or refund does not change it (as with Adyen); the status lookup shows those.
     */
    details(redirectResult: string): PaymentDetailsResponse {
      const psp = byRedirectResult.get(redirectResult);
      const record = psp ? payments.get(psp) : undefined;
      if (!record) throw new ProviderApiError(422, '14_006', 'Invalid redirectResult');
      return answer(record);
    },

    /** PayPal shipping change before the shopper approves: new amount, new paymentData. */
    updatePaypalOrder(request: PaypalUpdateOrderRequest): PaypalUpdateOrderResponse {
      const record = payments.get(request.pspReference);
      if (record?.methodType !== 'paypal' || record.status !== 'awaiting-shopper' || record.paymentData !== request.paymentData) {
        throw new ProviderApiError(422, '14_018', 'Invalid pspReference or paymentData');
      }
      record.amount = request.amount;
      record.paymentData = opaque();
      return { paymentData: record.paymentData, status: 'success' };
    },
  };
}
export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
