import { PaymentOrderRequestSchema, VALIDITY_DAYS } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { orderRequest, randomReceipt } from './order-request';

describe('orderRequest', () => {
  it('charges the annual plan, ₹25,200 in paise, for 365 days', () => {
    const request = orderRequest('ins_abc', 'annual');
    expect(request).toMatchObject({ insid: 'ins_abc', amount: 2_520_000, currency: 'INR', validity: 365 });
    expect(PaymentOrderRequestSchema.parse(request)).toEqual(request);
  });

  it('charges the monthly plan, ₹2,500 in paise, for 30 days', () => {
    expect(orderRequest('ins_abc', 'monthly')).toMatchObject({ amount: 250_000, validity: 30 });
  });

  it('only sends validities the server accepts', () => {
    for (const cycle of ['annual', 'monthly'] as const) {
      expect(VALIDITY_DAYS).toContain(orderRequest('i', cycle).validity);
    }
  });
});

describe('randomReceipt', () => {
  it('is a 12-digit number string that differs between calls', () => {
    const receipts = new Set(Array.from({ length: 500 }, () => randomReceipt()));
    expect(receipts.size).toBe(500);
    for (const receipt of receipts) expect(receipt).toMatch(/^\d{12}$/);
  });

  it('maps each random byte to a digit, keeping leading zeros', () => {
    const fill = (bytes: Uint8Array) => {
      bytes.set([0, 10, 255, 9, 1, 2, 3, 4, 5, 6, 7, 8]);
      return bytes;
    };
    expect(randomReceipt(fill)).toBe('005912345678');
  });
});
