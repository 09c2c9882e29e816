import { z } from 'zod';
import { EXAMPLE_TOKEN_ID } from './examples';
import { DisplayStatus, displayStatus, type InstanceRow } from './instances';
import { amountInPaise, type BillingCycle, CURRENCY, DEVELOPER_PLAN } from './plans';

/** Texts of the Subscribe page and the payment calls (spec 2.10; the rest is ours). */
/** Days before its end when an Active token may be paid for again, so it need not lapse first. */
export const RENEWAL_WINDOW_DAYS = 7;

export const BillingMessages = {
  title: 'Activate Your Token',
  allActive: 'All Tokens Are Active',
  historyTitle: 'Previous Payment Details',
  noPayments: 'No payments yet',
  pay: 'Pay',
  paymentSuccess: 'Payment successful. Your token is active.',
  paymentFailed: 'Payment failed. No money was taken and your token is unchanged.',
  amountMismatch: 'The amount does not match the plan price.',
  currencyUnsupported: 'Only INR payments are accepted.',
  validityInvalid: 'Validity must be 30 or 365 days.',
  orderNotFound: 'Payment order not found.',
  orderAlreadyPaid: 'This order is already paid.',
  signatureInvalid: 'Payment signature could not be verified.',
  webhookSignatureInvalid: 'Webhook signature could not be verified.',
  webhookBodyInvalid: 'The webhook body is not a Razorpay event this server can read.',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  sandboxOnly: 'The sandbox checkout is only available with the sandbox payment provider.',
  receiptTitle: 'Payment Receipt',
  alreadyActive: `This token is already active. It can be renewed in the last ${RENEWAL_WINDOW_DAYS} days before it ends.`,
} as const;

const DAY_MS = 86_400_000;

/**
 * Whether a token may be paid for (spec 5: only non-Active tokens are selectable). An Active one
 * is in its last RENEWAL_WINDOW_DAYS too, where its expiry reminder sends its owner: renewing then
 * adds to its end, and the token keeps working.
 */
export function canPayFor(
  row: Pick<InstanceRow, 'trial' | 'status' | 'validTill'>,
  now = Date.now(),
): boolean {
  if (displayStatus(row) !== DisplayStatus.active) return true;
  return row.validTill !== null && Date.parse(row.validTill) - now <= RENEWAL_WINDOW_DAYS * DAY_MS;
}

/** Validity in days of each billing cycle, as the order call sends it. */
export const VALIDITY_DAYS = [
  DEVELOPER_PLAN.annual.validityDays,
  DEVELOPER_PLAN.monthly.validityDays,
] as const;

export function cycleOfValidity(days: number): BillingCycle | null {
  if (days === DEVELOPER_PLAN.annual.validityDays) return 'annual';
  if (days === DEVELOPER_PLAN.monthly.validityDays) return 'monthly';
  return null;
}

/** An order id as /dash/payment/order answers it (Razorpay's form). */
const EXAMPLE_ORDER_ID = 'order_9A33XWu170gUtm';

/** POST /dash/payment/order (spec 7.2): amount in paise, checked by the server against the plan. */
export const PaymentOrderRequestSchema = z
  .object({
    insid: z.string().min(1),
    amount: z.number().int().positive(),
    currency: z.string().min(1),
    receipt: z.string().min(1).max(40),
    validity: z.number().int(),
  })
  .meta({
    examples: [
      {
        insid: EXAMPLE_TOKEN_ID,
        amount: amountInPaise('monthly'),
        currency: CURRENCY,
        receipt: '402917385561',
        validity: DEVELOPER_PLAN.monthly.validityDays,
      },
    ],
  });
export type PaymentOrderRequest = z.infer<typeof PaymentOrderRequestSchema>;

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PaymentOrderResponseSchema = z.object({
  result: z.object({
    id: z.string(),
    amount: z.number(),
    currency: z.literal(CURRENCY),
    receipt: z.string(),
    status: z.string(),
    /** Which checkout the page opens, and the public key id Razorpay Checkout needs. */
    provider: z.enum(PAYMENT_PROVIDERS),
    keyId: z.string(),
  }),
});
export type PaymentOrder = z.infer<typeof PaymentOrderResponseSchema>['result'];

/** What Razorpay Checkout's handler receives, and what the sandbox checkout answers. */
export const CheckoutResultSchema = z
  .object({
    razorpay_payment_id: z.string().min(1).max(100),
    razorpay_order_id: z.string().min(1).max(100),
    razorpay_signature: z.string().min(1).max(200),
  })
  .meta({
    examples: [
      {
        razorpay_payment_id: 'pay_29QQoUBi66xm2f',
        razorpay_order_id: EXAMPLE_ORDER_ID,
        razorpay_signature: '9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d',
      },
    ],
  });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const PaymentVerifiedSchema = z.object({
  message: z.string(),
  insid: z.string(),
  validTill: z.string(),
});

/** POST /dash/payment/sandbox: the sandbox checkout's Pay or Decline. */
export const SandboxCheckoutRequestSchema = z.object({
  orderId: z
    .string()
    .min(1)
    .max(100)
    .meta({ examples: [EXAMPLE_ORDER_ID] }),
  outcome: z.enum(['pay', 'decline']),
});

export const SandboxCheckoutResponseSchema = z.union([
  z.object({ outcome: z.literal('paid'), checkout: CheckoutResultSchema }),
  z.object({ outcome: z.literal('declined'), message: z.string() }),
]);

/** A row of Previous Payment Details (spec 3, Payment). */
export const PaymentRowSchema = z.object({
  instanceName: z.string(),
  insid: z.string(),
  paymentID: z.string(),
  orderID: z.string(),
  /** In rupees. */
  amount: z.number(),
  currency: z.string(),
  created_at: z.string(),
  method: z.string().nullable(),
  transaction_id: z.string().nullable(),
  /** authorized (or captured) means success; anything else failed. */
  status: z.string(),
});
export type PaymentRow = z.infer<typeof PaymentRowSchema>;

export const PaymentHistoryResponseSchema = z.object({ result: z.array(PaymentRowSchema) });

/** Spec 3: status authorized means success, anything else failed (captured is authorized and more). */
export const isSuccessfulPayment = (status: string) => status === 'authorized' || status === 'captured';

/** A payment paid back in full at the provider: it no longer pays for its token's time. */
export const REFUNDED_PAYMENT = 'refunded';

/** GET /dash/payment/receipt?paymentId=: one successful payment, as a printable receipt shows it. */
export const PaymentReceiptSchema = z.object({
  receiptNumber: z.string(),
  payment: PaymentRowSchema,
  plan: z.string(),
  validityDays: z.number(),
  billedTo: z.object({
    name: z.string(),
    email: z.string(),
    company_name: z.string().nullable(),
    address: z.string().nullable(),
    contact_number: z.string().nullable(),
    company_email: z.string().nullable(),
  }),
});
export type PaymentReceipt = z.infer<typeof PaymentReceiptSchema>;
