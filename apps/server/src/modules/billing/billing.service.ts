import {
  amountInPaise,
  BillingMessages,
  type CheckoutResult,
  CURRENCY,
  canPayFor,
  cycleOfValidity,
  DEVELOPER_PLAN,
  isSuccessfulPayment,
  NotificationMessages,
  type PaymentOrder,
  type PaymentOrderRequest,
  REFUNDED_PAYMENT,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { toInstanceRow } from '../instances/instance-view';
import { findToken, ownedInstance } from '../instances/instances.service';
import type { LiveUpdates } from '../instances/live-updates';
import { resumeToken } from '../instances/resume-token.service';
import * as q from './billing.queries';
import { utcDate } from './expiry-reminders';
import { lockReportedOrder, notifyTokenOwner, paysForOrder, type ReportedEvent } from './order-reports';
import type { PaymentProvider, ProviderPayment } from './payment-provider';
import { ProviderUnavailableError } from './razorpay-provider';
import type { SandboxProvider } from './sandbox-provider';

export interface BillingDeps {
  db: Db;
  provider: PaymentProvider;
  engine: MessagingEngine;
  live: LiveUpdates;
}

const unavailable = () => new AppError('SERVICE_UNAVAILABLE', BillingMessages.providerUnavailable, 503);

/** Prices the order on the server: the client's amount must be the plan's, never trusted. */
export async function createOrder(
  deps: BillingDeps,
  caller: AuthenticatedUser,
  input: PaymentOrderRequest,
): Promise<{ result: PaymentOrder }> {
  const token = await ownedInstance(deps.db, caller, input.insid);
  if (!canPayFor(toInstanceRow(token, 'idle'))) throw conflict(BillingMessages.alreadyActive);
  const cycle = cycleOfValidity(input.validity);
  if (!cycle) throw badRequest(BillingMessages.validityInvalid);
  if (input.currency !== CURRENCY) throw badRequest(BillingMessages.currencyUnsupported);
  const amount = amountInPaise(cycle);
  if (input.amount !== amount) throw badRequest(BillingMessages.amountMismatch);
  const order = await deps.provider
    .createOrder({ amount, currency: CURRENCY, receipt: input.receipt, notes: { insid: token.id, cycle } })
    .catch((error) => {
      throw error instanceof ProviderUnavailableError ? unavailable() : error;
    });
  await q.insertOrder(deps.db, {
    id: order.id,
    provider: deps.provider.name,
    instanceId: token.id,
    userId: token.userId,
    amount,
    currency: CURRENCY,
    receipt: input.receipt,
    validityDays: DEVELOPER_PLAN[cycle].validityDays,
  });
  return {
    result: {
      id: order.id,
      amount,
      currency: CURRENCY,
      receipt: input.receipt,
      status: order.status,
      provider: deps.provider.name,
      keyId: deps.provider.keyId,
    },
  };
}

/** One provider report of a payment: the checkout's handler, a webhook, or a sandbox decline. */
interface PaymentReport {
  orderId: string;
  payment: ProviderPayment;
  eventId?: ReportedEvent;
}

type Settled =
  | { outcome: 'unknown-order' | 'duplicate' }
  | { outcome: 'recorded'; order: q.OrderRow; activated: boolean; validTill: Date | null; success: boolean };

/**
 * Records a payment report and, the first time a successful payment of an order is reported,
 * activates its token, all in one transaction under the order's lock: the checkout callback,
 * webhooks, retries and duplicates, in any order, activate once. A failure never undoes a
 * success, and a payment whose amount is not the order's never activates.
 */
export async function settle(deps: BillingDeps, report: PaymentReport): Promise<Settled> {
  const settled = await deps.db.transaction(async (tx): Promise<Settled> => {
    const order = await lockReportedOrder(tx, report.orderId, report.eventId);
    if (typeof order === 'string') return { outcome: order };
    const { payment } = report;
    const wrongAmount = payment.amount !== null && payment.amount !== order.amount;
    const reported = wrongAmount ? 'failed' : payment.status;
    const earlier = await q.paymentsOfOrder(tx, order.id);
    const before = earlier.find((p) => p.id === payment.id);
    // A refund is final, and a failure never undoes a success: late reports keep the status.
    const kept =
      before &&
      (before.status === REFUNDED_PAYMENT ||
        (isSuccessfulPayment(before.status) && !isSuccessfulPayment(reported)));
    const status = kept ? before.status : reported;
    await q.upsertPayment(tx, {
      id: payment.id,
      orderId: order.id,
      status,
      method: payment.method,
      transactionId: payment.transactionId,
      error: wrongAmount ? 'amount does not match the order' : payment.error,
    });
    const success = isSuccessfulPayment(status);
    const alreadyActivated = earlier.some(paysForOrder);
    if (!success || !isSuccessfulPayment(reported) || alreadyActivated)
      return { outcome: 'recorded', order, activated: false, validTill: null, success };
    const validTill = await q.extendToken(tx, order.instanceId, order.validityDays);
    await q.markActivated(tx, payment.id);
    if (validTill)
      await notifyTokenOwner(tx, order, '/dashboard', (name) =>
        NotificationMessages.tokenActivated(name, utcDate(validTill)),
      );
    return { outcome: 'recorded', order, activated: true, validTill, success };
  });
  if (settled.outcome === 'recorded' && settled.activated) await resumeToken(deps, settled.order.instanceId);
  return settled;
}

/** The checkout handler's result: the signature proves the payment; the provider adds details. */
/** An order the caller may pay (their own; Admin: any). Others' orders do not exist for them. */
async function ownedOrder(db: Db, caller: AuthenticatedUser, orderId: string): Promise<q.OrderRow> {
  const order = await q.findOrder(db, orderId);
  if (!order || (order.userId !== caller.id && caller.role !== 'Admin'))
    throw notFound(BillingMessages.orderNotFound);
  return order;
}

export async function verifyCheckout(deps: BillingDeps, caller: AuthenticatedUser, input: CheckoutResult) {
  const order = await ownedOrder(deps.db, caller, input.razorpay_order_id);
  if (!deps.provider.verifyCheckout(order.id, input.razorpay_payment_id, input.razorpay_signature))
    throw badRequest(BillingMessages.signatureInvalid);
  const fetched = await deps.provider.fetchPayment(input.razorpay_payment_id);
  const payment: ProviderPayment = {
    id: input.razorpay_payment_id,
    orderId: order.id,
    // A payment the provider cannot describe right now is still proven by the signature.
    amount: fetched?.amount ?? null,
    status: fetched && isSuccessfulPayment(fetched.status) ? fetched.status : 'authorized',
    method: fetched?.method ?? null,
    transactionId: fetched?.transactionId ?? null,
    error: null,
  };
  const settled = await settle(deps, { orderId: order.id, payment });
  if (settled.outcome !== 'recorded' || !settled.success) throw badRequest(BillingMessages.paymentFailed);
  const token = await findToken(deps.db, order.instanceId);
  return {
    message: BillingMessages.paymentSuccess,
    insid: order.instanceId,
    validTill: (token?.validTill ?? new Date()).toISOString(),
  };
}

/**
 * The sandbox checkout's Pay (the signed result Razorpay Checkout would hand the page, which the
 * page then verifies like any other) or Decline (recorded as Razorpay's payment.failed would be).
 */
export async function sandboxCheckout(
  deps: BillingDeps,
  sandbox: SandboxProvider,
  caller: AuthenticatedUser,
  input: { orderId: string; outcome: 'pay' | 'decline' },
) {
  const order = await ownedOrder(deps.db, caller, input.orderId);
  if (order.provider !== 'sandbox') throw notFound(BillingMessages.orderNotFound);
  if (input.outcome === 'decline') {
    // Razorpay's checkout takes no payment for a paid order, so none can fail on it either.
    if ((await q.paymentsOfOrder(deps.db, order.id)).some(paysForOrder))
      throw conflict(BillingMessages.orderAlreadyPaid);
    await recordDeclined(deps, order.id, sandbox.declinedPaymentId());
    return { outcome: 'declined' as const, message: BillingMessages.paymentFailed };
  }
  const paid = sandbox.pay(order.id);
  return {
    outcome: 'paid' as const,
    checkout: {
      razorpay_payment_id: paid.paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: paid.signature,
    },
  };
}

async function recordDeclined(deps: BillingDeps, orderId: string, paymentId: string) {
  await settle(deps, {
    orderId,
    payment: {
      id: paymentId,
      orderId,
      amount: null,
      status: 'failed',
      method: 'card',
      transactionId: null,
      error: 'Declined in the sandbox checkout',
    },
  });
}
