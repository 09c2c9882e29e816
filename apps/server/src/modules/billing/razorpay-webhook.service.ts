import { BillingMessages } from '@chatgate/contracts';
import { z } from 'zod';
import { badRequest } from '../../http/app-error';
import { type BillingDeps, settle } from './billing.service';
import { type RefundReport, settleRefund } from './billing-refunds';
import { RazorpayPaymentEntitySchema, toProviderPayment } from './razorpay-provider';

/** Razorpay's webhook body, in the parts read here; the payment entity is checked once it matters. */
export const WebhookBodySchema = z.object({
  event: z.string().max(100).default(''),
  payload: z
    .object({ payment: z.object({ entity: z.unknown() }).partial().nullish() })
    .partial()
    .nullish(),
});

const PAYMENT_EVENTS = new Set(['payment.captured', 'payment.failed', 'order.paid']);
/** Sent once the money is on its way back; the payment entity then tells how much of it went back. */
const REFUND_EVENT = 'refund.processed';

/** A provider webhook, already checked for its signature; answers what happened, for the log. */
export async function handleWebhook(
  deps: BillingDeps,
  body: z.infer<typeof WebhookBodySchema>,
  eventId: string | null,
) {
  const { event } = body;
  if (event !== REFUND_EVENT && !PAYMENT_EVENTS.has(event)) return { status: 'ignored' as const };
  const given = body.payload?.payment?.entity;
  if (given === undefined) return { status: 'ignored' as const };
  const checked = RazorpayPaymentEntitySchema.safeParse(given);
  if (!checked.success) throw badRequest(BillingMessages.webhookBodyInvalid);
  const entity = checked.data;
  if (!entity.order_id) return { status: 'ignored' as const };
  const eventKey = eventId ? { eventId: { id: eventId, type: event } } : {};
  if (event === REFUND_EVENT) {
    const report: RefundReport = {
      orderId: entity.order_id,
      payment: toProviderPayment(entity),
      full: entity.amount !== undefined && (entity.amount_refunded ?? 0) >= entity.amount,
      ...eventKey,
    };
    return { status: await settleRefund(deps.db, report) };
  }
  const settled = await settle(deps, {
    orderId: entity.order_id,
    payment: toProviderPayment(entity),
    ...eventKey,
  });
  return { status: settled.outcome === 'recorded' ? ('processed' as const) : settled.outcome };
}
