import type { PaymentReceipt } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { billedToLines, paymentLines } from './receipt-details';

const receipt: PaymentReceipt = {
  receiptNumber: 'CG-000123',
  plan: 'Developer (annual)',
  validityDays: 365,
  payment: {
    instanceName: 'Sales',
    insid: 'ins_abc',
    paymentID: 'pay_1',
    orderID: 'order_1',
    amount: 25_200,
    currency: 'INR',
    created_at: '2026-01-15T10:30:00.000Z',
    method: 'card',
    transaction_id: null,
    status: 'captured',
  },
  billedTo: {
    name: 'Ada Tester',
    email: 'ada@example.com',
    company_name: 'Acme',
    address: ' ',
    contact_number: null,
    company_email: 'billing@acme.example',
  },
};

describe('billedToLines', () => {
  it('lists the account and the company fields that have a value', () => {
    expect(billedToLines(receipt)).toEqual([
      { label: 'Name', value: 'Ada Tester' },
      { label: 'Email', value: 'ada@example.com' },
      { label: 'Company', value: 'Acme' },
      { label: 'Company Email', value: 'billing@acme.example' },
    ]);
  });
});

describe('paymentLines', () => {
  it('names the token, plan, validity, ids, method and amount in rupees', () => {
    expect(paymentLines(receipt)).toEqual([
      { label: 'Token', value: 'Sales (ins_abc)' },
      { label: 'Plan', value: 'Developer (annual)' },
      { label: 'Validity', value: '365 days' },
      { label: 'Payment ID', value: 'pay_1' },
      { label: 'Order ID', value: 'order_1' },
      { label: 'Method', value: 'card' },
      { label: 'Amount', value: '₹25,200 INR' },
    ]);
  });

  it('adds the transaction id when the provider gave one', () => {
    const withTransaction = { ...receipt, payment: { ...receipt.payment, transaction_id: 'txn_9' } };
    expect(paymentLines(withTransaction)).toContainEqual({ label: 'Transaction ID', value: 'txn_9' });
  });
});
