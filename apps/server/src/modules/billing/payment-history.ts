import { BillingMessages, cycleOfValidity, isSuccessfulPayment, type PaymentRow } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import * as q from './billing.queries';
import { receiptNumber } from './receipt-number';

/** A payment as the Payment History table shows it. */
export function toPaymentRow(row: q.HistoryRow): PaymentRow {
  return {
    instanceName: row.instanceName,
    insid: row.insid,
    paymentID: row.paymentId,
    orderID: row.orderId,
    amount: row.amount / 100,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    method: row.method,
    transaction_id: row.transactionId,
    // Spec 3: 'authorized' means success and anything else failed; captured is authorized and more.
    status: isSuccessfulPayment(row.status) ? 'authorized' : row.status,
  };
}

export async function paymentHistory(db: Db, caller: AuthenticatedUser) {
  return { result: (await q.paymentHistory(db, caller.id, 200)).map(toPaymentRow) };
}

/** A successful payment of the caller's, as its receipt shows it. */
export async function paymentReceipt(db: Db, caller: AuthenticatedUser, paymentId: string) {
  const row = await q.receiptOf(db, caller.id, paymentId);
  if (!row || !isSuccessfulPayment(row.status)) throw notFound(BillingMessages.orderNotFound);
  const cycle = cycleOfValidity(row.validityDays);
  return {
    receiptNumber: receiptNumber(row.paymentId, row.createdAt),
    payment: toPaymentRow(row),
    plan: `Developer plan, ${cycle === 'annual' ? 'annual' : 'monthly'} billing`,
    validityDays: row.validityDays,
    billedTo: {
      name: row.userName,
      email: row.userEmail,
      company_name: row.companyName,
      address: row.address || null,
      contact_number: row.contactNumber || null,
      company_email: row.companyEmail || null,
    },
  };
}
