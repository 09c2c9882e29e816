import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '@chatgate/contracts';

export interface NewOrder {
  /** In paise. */
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}

/** What the provider knows of a payment (Razorpay's payment entity, in the fields we keep). */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amount: number | null;
  status: string;
  method: string | null;
  transactionId: string | null;
  error: string | null;
}

/**
 * A payment provider: Razorpay, or the sandbox that stands in for it with the same flow. Both
 * sign the checkout result as Razorpay does (HMAC-SHA256 of `order_id|payment_id`).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The public key the checkout opens with. */
  readonly keyId: string;
  createOrder(order: NewOrder): Promise<ProviderOrder>;
  /** The payment as the provider has it; null when it cannot say (the signature still proves it). */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhook(rawBody: string, signature: string): boolean;
}

export function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * An HMAC-SHA256 as Razorpay sends it: lowercase hex, whole. `Buffer.from(hex)` would read
 * uppercase too and drop an odd last digit, accepting signatures Razorpay's SDK refuses.
 */
const SIGNATURE_HEX = /^[0-9a-f]{64}$/;

/** Constant-time comparison of a hex signature with the expected one. */
export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  if (!SIGNATURE_HEX.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(hmacHex(secret, payload), 'hex'));
}

export const checkoutPayload = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;
