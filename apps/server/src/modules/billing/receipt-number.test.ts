import { describe, expect, it } from 'vitest';
import { receiptNumber } from './receipt-number';

const paidAt = new Date('2026-11-27T12:10:57Z');

describe('receiptNumber', () => {
  it('ends with the last 8 characters of a Razorpay payment id, upper-cased', () => {
    expect(receiptNumber('pay_29QQoUBi66xm2f', paidAt)).toBe('CG-2026-BI66XM2F');
  });

  it('leaves out the - and _ of sandbox ids: only letters and digits', () => {
    expect(receiptNumber('pay_sbx1h9MKxUK-4M-', paidAt)).toBe('CG-2026-9MKXUK4M');
    expect(receiptNumber('pay_sbxAb_cD-eF_gH', paidAt)).toBe('CG-2026-ABCDEFGH');
  });
});
