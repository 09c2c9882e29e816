import type { PaymentReceipt } from '@chatgate/contracts';
import { formatRupees } from '../../lib/format-rupees';

export interface ReceiptLine {
  label: string;
  value: string;
}

/** Who the receipt is made out to: the account, then the company details the user saved, when present. */
export function billedToLines({ billedTo }: Pick<PaymentReceipt, 'billedTo'>): ReceiptLine[] {
  const lines: Array<[string, string | null]> = [
    ['Name', billedTo.name],
    ['Email', billedTo.email],
    ['Company', billedTo.company_name],
    ['Address', billedTo.address],
    ['Contact Number', billedTo.contact_number],
    ['Company Email', billedTo.company_email],
  ];
  return lines.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}

/** What was paid for and how: token, plan, validity, the provider's ids and the method. */
export function paymentLines({ payment, plan, validityDays }: PaymentReceipt): ReceiptLine[] {
  return [
    { label: 'Token', value: `${payment.instanceName} (${payment.insid})` },
    { label: 'Plan', value: plan },
    { label: 'Validity', value: `${validityDays} days` },
    { label: 'Payment ID', value: payment.paymentID },
    { label: 'Order ID', value: payment.orderID },
    { label: 'Method', value: payment.method ?? '—' },
    ...(payment.transaction_id ? [{ label: 'Transaction ID', value: payment.transaction_id }] : []),
    { label: 'Amount', value: `${formatRupees(payment.amount)} ${payment.currency}` },
  ];
}
