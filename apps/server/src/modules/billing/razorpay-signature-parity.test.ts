import { createHmac } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { razorpayProvider } from './razorpay-provider';

const KEY_SECRET = 'parity-key-secret';
const WEBHOOK_SECRET = 'parity-webhook-secret';
const ORDER_ID = 'order_PARITY0001';
const PAYMENT_ID = 'pay_PARITY0001';
const BODY = '{"event":"payment.captured","payload":{}}';

const provider = razorpayProvider({
  keyId: 'rzp_test_parity',
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  apiUrl: 'http://127.0.0.1:1',
});

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** The right signature and the ways an attacker might bend it. */
function variants(right: string): Record<string, string> {
  return {
    right,
    uppercase: right.toUpperCase(),
    'mixed case': `${right.slice(0, 10).toUpperCase()}${right.slice(10)}`,
    'one extra hex digit': `${right}0`,
    'one extra byte': `${right}00`,
    'last digit cut': right.slice(0, -1),
    'last byte cut': right.slice(0, -2),
    'leading space': ` ${right}`,
    'trailing newline': `${right}\n`,
    '0x prefix': `0x${right}`,
    'base64 of the same bytes': Buffer.from(right, 'hex').toString('base64'),
    'another secret': hmac('another-secret', 'x'),
    empty: '',
    'not hex': 'z'.repeat(64),
  };
}

describe('Razorpay signature checks', () => {
  it("answer as Razorpay's SDK does for the webhook signature", () => {
    for (const [name, signature] of Object.entries(variants(hmac(WEBHOOK_SECRET, BODY)))) {
      expect([name, provider.verifyWebhook(BODY, signature)]).toEqual([
        name,
        validateWebhookSignature(BODY, signature, WEBHOOK_SECRET),
      ]);
    }
  });

  it("answer as Razorpay's SDK does for the checkout signature", () => {
    const signed = hmac(KEY_SECRET, `${ORDER_ID}|${PAYMENT_ID}`);
    for (const [name, signature] of Object.entries(variants(signed))) {
      expect([name, provider.verifyCheckout(ORDER_ID, PAYMENT_ID, signature)]).toEqual([
        name,
        validatePaymentVerification({ order_id: ORDER_ID, payment_id: PAYMENT_ID }, signature, KEY_SECRET),
      ]);
    }
  });

  it('accept only the right signature', () => {
    const accepted = Object.entries(variants(hmac(WEBHOOK_SECRET, BODY)))
      .filter(([, signature]) => provider.verifyWebhook(BODY, signature))
      .map(([name]) => name);
    expect(accepted).toEqual(['right']);
  });
});
