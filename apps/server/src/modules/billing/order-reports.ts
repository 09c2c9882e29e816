import { REFUNDED_PAYMENT } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import { findToken } from '../instances/instances.service';
import { notifyUsers } from '../notifications/notifications.service';
import * as q from './billing.queries';

/** A provider's webhook event id, recorded with the outcome so a duplicate is dropped. */
export interface ReportedEvent {
  id: string;
  type: string;
}

/**
 * The order a provider report is about, locked until the end of the transaction, so reports of
 * one order (checkout, payment and refund webhooks, retries) settle one at a time; 'duplicate'
 * when the report's webhook event was handled before.
 */
export async function lockReportedOrder(
  tx: Queryable,
  orderId: string,
  event?: ReportedEvent,
): Promise<q.OrderRow | 'unknown-order' | 'duplicate'> {
  const order = await q.lockOrder(tx, orderId);
  if (!order) return 'unknown-order';
  if (event && !(await q.recordWebhookEvent(tx, event.id, event.type))) return 'duplicate';
  return order;
}

/** The payment that pays for its order's time: the one that activated it, unless refunded since. */
export const paysForOrder = (payment: q.PaymentDbRow) =>
  payment.activatedAt !== null && payment.status !== REFUNDED_PAYMENT;

/** Tells the order's owner about its token, in a title naming the token. */
export async function notifyTokenOwner(
  tx: Queryable,
  order: q.OrderRow,
  link: string,
  title: (tokenName: string) => string,
): Promise<void> {
  const token = await findToken(tx, order.instanceId);
  if (token) await notifyUsers(tx, [order.userId], { kind: 'token', title: title(token.name), link });
}
