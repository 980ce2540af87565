import type { Amount, ModificationResponse } from './provider.schema.js';
import type { ProviderDb } from './provider-db.js';
import type { Refusal } from './test-cards.js';

/** The authorisation's outcome; 'cancelled' is a shopper who cancelled on the wallet page (no charge). */
export type PaymentStatus = 'authorised' | 'refused' | 'awaiting-shopper' | 'pending' | 'cancelled';

/** One payment as the provider keeps it (payment-flow.ts makes and changes it). */
export interface PaymentRecord {
  pspReference: string;
  merchantReference: string;
  amount: Amount;
  returnUrl: string;
  methodType: string;
  status: PaymentStatus;
  refusal?: Refusal;
  /** Guards the redirect page's form: only the page the shopper was sent to can decide. */
  formToken: string;
  paymentData?: string;
  redirectResult?: string;
  /** A cancel or refund the merchant asked for, with the first answer (a repeat answers it again). */
  modification?: { kind: 'cancel' | 'refund'; response: ModificationResponse };
}

interface Row {
  record: string;
}

const parse = (row: Row | undefined): PaymentRecord | undefined => (row ? (JSON.parse(row.record) as PaymentRecord) : undefined);

/**
 * The provider's payments in its database: each record whole (as JSON), with the columns its lookups need. Bounded:
 * past `capacity` the oldest payments are forgotten, as a real provider's test account keeps a limited history.
 */
export function createPaymentStore(db: ProviderDb, capacity = 50_000) {
  const insert = db.prepare(
    'INSERT INTO payments (psp_reference, merchant_reference, status, redirect_result, record) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare('UPDATE payments SET status = ?, redirect_result = ?, record = ? WHERE psp_reference = ?');
  const trim = db.prepare('DELETE FROM payments WHERE seq <= (SELECT MAX(seq) FROM payments) - ?');
  const byPsp = db.prepare('SELECT record FROM payments WHERE psp_reference = ?');
  const byRedirect = db.prepare('SELECT record FROM payments WHERE redirect_result = ?');
  const byMerchant = db.prepare('SELECT record FROM payments WHERE merchant_reference = ? ORDER BY seq');
  const byStatus = db.prepare('SELECT record FROM payments WHERE status = ? ORDER BY seq');

  return {
    add(record: PaymentRecord): void {
      insert.run(record.pspReference, record.merchantReference, record.status, record.redirectResult ?? null, JSON.stringify(record));
      trim.run(capacity);
    },
    /** Writes a changed record back; callers change a record only through this. */
    save(record: PaymentRecord): void {
      update.run(record.status, record.redirectResult ?? null, JSON.stringify(record), record.pspReference);
    },
    find: (pspReference: string) => parse(byPsp.get(pspReference) as Row | undefined),
    findByRedirectResult: (redirectResult: string) => parse(byRedirect.get(redirectResult) as Row | undefined),
    /** Oldest first. */
    ofMerchant: (merchantReference: string) => (byMerchant.all(merchantReference) as Row[]).map((row) => parse(row)!),
    /** Payments whose outcome the provider still owes (an asynchronous method): settled again after a restart. */
    pending: () => (byStatus.all('pending') as Row[]).map((row) => parse(row)!),
  };
}
export type PaymentStore = ReturnType<typeof createPaymentStore>;
