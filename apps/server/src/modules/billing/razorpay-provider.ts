import { z } from 'zod';
import type { NewOrder, PaymentProvider, ProviderOrder, ProviderPayment } from './payment-provider';
import { checkoutPayload, signatureMatches } from './payment-provider';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com/v1, or a local fake in tests. */
  apiUrl: string;
}

export class ProviderUnavailableError extends Error {}

/**
 * A payment as Razorpay's API and webhooks describe it, in the parts read here. Checked even when
 * signed: a body of another shape would otherwise reach the payments table as it is.
 */
export const RazorpayPaymentEntitySchema = z.object({
  id: z.string().min(1).max(100),
  order_id: z.string().max(100).nullish(),
  /** In paise. */
  amount: z.number().int().min(0).optional(),
  /** In paise; refund events carry it. */
  amount_refunded: z.number().int().min(0).optional(),
  status: z.string().max(50),
  method: z.string().max(50).nullish(),
  acquirer_data: z.record(z.string(), z.unknown()).nullish(),
  error_description: z.string().max(1000).nullish(),
});

export type RazorpayPaymentEntity = z.infer<typeof RazorpayPaymentEntitySchema>;

const TRANSACTION_ID_FIELDS = ['rrn', 'bank_transaction_id', 'upi_transaction_id', 'auth_code'];

/** The bank or network reference Razorpay gives for the method used, when there is one. */
export function transactionIdOf(payment: RazorpayPaymentEntity): string | null {
  const data = payment.acquirer_data ?? {};
  const found = TRANSACTION_ID_FIELDS.map((field) => data[field]).find((v) => typeof v === 'string' && v);
  return typeof found === 'string' ? found.slice(0, 200) : null;
}

export function toProviderPayment(payment: RazorpayPaymentEntity): ProviderPayment {
  return {
    id: payment.id,
    orderId: payment.order_id ?? null,
    amount: payment.amount ?? null,
    status: payment.status,
    method: payment.method ?? null,
    transactionId: transactionIdOf(payment),
    error: payment.error_description ?? null,
  };
}

/** Razorpay's REST API: orders are created here, payments fetched, signatures checked locally. */
export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`Razorpay ${method} ${path}: ${String(error)}`);
    }
    if (!res.ok) throw new ProviderUnavailableError(`Razorpay ${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  }

  return {
    name: 'razorpay',
    keyId: settings.keyId,
    createOrder: (order: NewOrder) => call<ProviderOrder>('POST', '/orders', order),
    async fetchPayment(paymentId) {
      try {
        const given = await call<unknown>('GET', `/payments/${encodeURIComponent(paymentId)}`);
        const payment = RazorpayPaymentEntitySchema.safeParse(given);
        if (!payment.success) throw new ProviderUnavailableError(`Razorpay payment ${paymentId}: unreadable`);
        return toProviderPayment(payment.data);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return null;
        throw error;
      }
    },
    verifyCheckout: (orderId, paymentId, signature) =>
      signatureMatches(settings.keySecret, checkoutPayload(orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signatureMatches(settings.webhookSecret, rawBody, signature),
  };
}
