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

export interface RazorpayPaymentEntity {
  id: string;
  order_id?: string | null;
  amount?: number;
  status: string;
  method?: string | null;
  acquirer_data?: Record<string, string | null | undefined>;
  error_description?: string | null;
}

/** The bank or network reference Razorpay gives for the method used, when there is one. */
export function transactionIdOf(payment: RazorpayPaymentEntity): string | null {
  const data = payment.acquirer_data ?? {};
  return data.rrn ?? data.bank_transaction_id ?? data.upi_transaction_id ?? data.auth_code ?? null;
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
        return toProviderPayment(
          await call<RazorpayPaymentEntity>('GET', `/payments/${encodeURIComponent(paymentId)}`),
        );
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
