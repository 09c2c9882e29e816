import { isSuccessfulPayment, NotificationMessages, REFUNDED_PAYMENT } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { findInstance } from '../instances/instances.queries';
import { notifyUsers } from '../notifications/notifications.service';
import * as q from './billing.queries';
import { utcDate } from './expiry-reminders';
import type { ProviderPayment } from './payment-provider';

export interface RefundReport {
  orderId: string;
  payment: ProviderPayment;
  /** Paid back in full; after a partial refund the payment still pays for its token's time. */
  full: boolean;
  eventId?: { id: string; type: string };
}

/** The payment that pays for its order's time: the one that activated it, unless refunded since. */
export const paysForOrder = (payment: q.PaymentDbRow) =>
  payment.activatedAt !== null && payment.status !== REFUNDED_PAYMENT;

/**
 * A refund the provider reports. A payment refunded in full stops paying for its token: when it
 * was the one that activated its order, another successful payment of the order (a double charge)
 * takes its place, or else the order's days come off the token's validity (the expiry job ends a
 * token left in the past) and the owner is told. Under the order's lock, like every report of the
 * order, so a refund and a late capture report settle one after the other; a repeat changes nothing.
 */
export async function settleRefund(
  db: Db,
  report: RefundReport,
): Promise<'processed' | 'duplicate' | 'unknown-order'> {
  return db.transaction(async (tx) => {
    const order = await q.lockOrder(tx, report.orderId);
    if (!order) return 'unknown-order';
    if (report.eventId && !(await q.recordWebhookEvent(tx, report.eventId.id, report.eventId.type)))
      return 'duplicate';
    if (!report.full) return 'processed';
    const payments = await q.paymentsOfOrder(tx, order.id);
    const refunded = payments.find((p) => p.id === report.payment.id);
    if (refunded?.status === REFUNDED_PAYMENT) return 'processed';
    const { payment } = report;
    await q.upsertPayment(tx, {
      id: payment.id,
      orderId: order.id,
      status: REFUNDED_PAYMENT,
      method: payment.method,
      transactionId: payment.transactionId,
      error: null,
    });
    if (!refunded || !paysForOrder(refunded)) return 'processed';

    const successor = payments.find((p) => p.id !== refunded.id && isSuccessfulPayment(p.status));
    if (successor) {
      await q.markActivated(tx, successor.id);
      return 'processed';
    }
    const validTill = await q.shortenToken(tx, order.instanceId, order.validityDays);
    const token = await findInstance(tx, order.instanceId);
    if (token && validTill)
      await notifyUsers(tx, [order.userId], {
        kind: 'token',
        title: NotificationMessages.paymentRefunded(token.name, utcDate(validTill)),
        link: `/dashboard/subscribe?insid=${encodeURIComponent(token.id)}`,
      });
    return 'processed';
  });
}
