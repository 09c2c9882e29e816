import {
  type CheckoutResult,
  PaymentHistoryResponseSchema,
  type PaymentOrderRequest,
  PaymentOrderResponseSchema,
  PaymentReceiptSchema,
  PaymentVerifiedSchema,
  SandboxCheckoutResponseSchema,
} from '@chatgate/contracts';
import { api } from '../../lib/api-client';

/** The dashboard's payment calls: order, checkout (sandbox), verification, history and receipts. */
export const billingApi = {
  order: (body: PaymentOrderRequest) =>
    api.post('/dash/payment/order', body, { schema: PaymentOrderResponseSchema }),
  /** The sandbox checkout's Pay or Decline; a paid answer carries what Razorpay's handler would get. */
  sandboxCheckout: (orderId: string, outcome: 'pay' | 'decline') =>
    api.post('/dash/payment/sandbox', { orderId, outcome }, { schema: SandboxCheckoutResponseSchema }),
  /** Checks the checkout's signature and activates the token; answers its new validity. */
  verify: (checkout: CheckoutResult) =>
    api.post('/dash/payment/verify', checkout, { schema: PaymentVerifiedSchema }),
  history: (signal?: AbortSignal) =>
    api.post('/dash/payment/history', {}, { schema: PaymentHistoryResponseSchema, signal }),
  receipt: (paymentId: string, signal?: AbortSignal) =>
    api.get(`/dash/payment/receipt?${new URLSearchParams({ paymentId })}`, {
      schema: PaymentReceiptSchema,
      signal,
    }),
};
