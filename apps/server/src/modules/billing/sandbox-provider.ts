import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';
import { checkoutPayload, hmacHex, signatureMatches } from './payment-provider';

const SANDBOX_KEY_ID = 'rzp_test_sandbox';

const newId = (prefix: string) => `${prefix}_sbx${randomBytes(9).toString('base64url')}`;

/**
 * The default provider: no keys, no network. Orders get sandbox ids; the web app's sandbox
 * checkout asks the server to pay (or decline), and the server signs the result with the
 * sandbox secret exactly as Razorpay signs a checkout, so verification is the same code path.
 */
export function sandboxProvider(secret: string): PaymentProvider & {
  /**
   * What Razorpay Checkout would hand the page after a successful test payment. An order is paid
   * once, as at Razorpay: paying it again hands back the same payment, which activates nothing more.
   */
  pay(orderId: string): { paymentId: string; signature: string };
  declinedPaymentId(): string;
} {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    async createOrder(order) {
      return {
        id: newId('order'),
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        status: 'created',
      };
    },
    async fetchPayment(paymentId) {
      // A sandbox payment is always the test card, captured at once.
      return {
        id: paymentId,
        orderId: null,
        amount: null,
        status: 'captured',
        method: 'card',
        transactionId: null,
        error: null,
      };
    },
    verifyCheckout: (orderId, paymentId, signature) =>
      signatureMatches(secret, checkoutPayload(orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signatureMatches(secret, rawBody, signature),
    pay(orderId) {
      const paymentId = `pay_sbx${hmacHex(secret, `sandbox payment of ${orderId}`).slice(0, 16)}`;
      return { paymentId, signature: hmacHex(secret, checkoutPayload(orderId, paymentId)) };
    },
    declinedPaymentId: () => newId('pay'),
  };
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
