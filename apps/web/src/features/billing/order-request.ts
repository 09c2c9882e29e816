import {
  amountInPaise,
  type BillingCycle,
  CURRENCY,
  DEVELOPER_PLAN,
  type PaymentOrderRequest,
} from '@chatgate/contracts';

/** Fills a byte array with random values (crypto.getRandomValues by default). */
export type RandomFill = (bytes: Uint8Array) => Uint8Array;
const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/** Digits of an order's receipt number. */
export const RECEIPT_DIGITS = 12;

/** The order's receipt, a random number string (spec 7.2): 12 digits, leading zeros kept; a label, not a secret. */
export function randomReceipt(fill: RandomFill = cryptoFill): string {
  return Array.from(fill(new Uint8Array(RECEIPT_DIGITS)), (byte) => String(byte % 10)).join('');
}

/** POST /dash/payment/order for a token and a billing cycle: the plan's price in paise, INR, its validity. */
export function orderRequest(
  insid: string,
  cycle: BillingCycle,
  fill: RandomFill = cryptoFill,
): PaymentOrderRequest {
  return {
    insid,
    amount: amountInPaise(cycle),
    currency: CURRENCY,
    receipt: randomReceipt(fill),
    validity: DEVELOPER_PLAN[cycle].validityDays,
  };
}
