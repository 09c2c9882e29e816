import { isSuccessfulPayment, NotificationMessages, REFUNDED_PAYMENT } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import * as q from './billing.queries';
import { utcDate } from './expiry-reminders';
import { lockReportedOrder, notifyTokenOwner, paysForOrder, type ReportedEvent } from './order-reports';
import type { ProviderPayment } from './payment-provider';

export interface RefundReport {
  orderId: string;
  payment: ProviderPayment;
  /** Paid back in full; after a partial refund the payment still pays for its token's time. */
  full: boolean;
  eventId?: ReportedEvent;
}

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
    const order = await lockReportedOrder(tx, report.orderId, report.eventId);
    if (typeof order === 'string') return order;
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
    if (validTill)
      await notifyTokenOwner(
        tx,
        order,
        `/dashboard/subscribe?insid=${encodeURIComponent(order.instanceId)}`,
        (name) => NotificationMessages.paymentRefunded(name, utcDate(validTill)),
      );
    return 'processed';
  });
}
