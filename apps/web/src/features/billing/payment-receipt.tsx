import { BillingMessages, type PaymentReceipt as Receipt } from '@chatgate/contracts';
import { MessageCircle } from 'lucide-react';
import { DateTime } from '../../components/date-text';
import { StatusBadge } from '../../components/status-badge';
import { formatRupees } from '../../lib/format-rupees';
import { paymentBadge } from './payment-format';
import { billedToLines, paymentLines, type ReceiptLine } from './receipt-details';

function Lines({ lines }: { lines: ReceiptLine[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {lines.map(({ label, value }) => (
        <div key={label} className="grid grid-cols-[10rem_minmax(0,1fr)] gap-4 py-2 text-sm">
          <dt className="text-slate-500">{label}</dt>
          <dd className="break-words font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const sectionHeading = 'font-semibold text-slate-500 text-xs uppercase tracking-wide';

/** A payment receipt as paper: always light, so it prints the same from dark mode. */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const badge = paymentBadge(receipt.payment.status);
  return (
    <article className="rounded-2xl bg-white p-6 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-10 print:p-0 print:shadow-none print:ring-0">
      <header className="flex flex-col gap-6 border-slate-200 border-b pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-center gap-2">
          <span className="flex size-9 items-center justify-center rounded-lg bg-emerald-600 text-white">
            <MessageCircle aria-hidden="true" className="size-5" strokeWidth={2.5} />
          </span>
          <span className="font-bold text-xl tracking-tight">Chatgate</span>
        </div>
        <div className="sm:text-right">
          <h1 className="font-bold text-2xl tracking-tight">{BillingMessages.receiptTitle}</h1>
          <p className="mt-1 text-slate-600 text-sm">
            Receipt No. <span className="font-mono font-medium text-slate-900">{receipt.receiptNumber}</span>
          </p>
          <p className="text-slate-600 text-sm">
            Date{' '}
            <DateTime value={receipt.payment.created_at} withTime className="font-medium text-slate-900" />
          </p>
        </div>
      </header>

      <div className="space-y-6 py-6">
        <ReceiptSection id="billed-to" title="Billed To" lines={billedToLines(receipt)} />
        <ReceiptSection id="payment-details" title="Payment Details" lines={paymentLines(receipt)} />
      </div>

      <footer className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between print:bg-transparent print:px-0">
        <p className="flex items-center gap-3 text-sm">
          <span className="text-slate-600">Status</span>
          <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
        </p>
        <p className="text-lg">
          <span className="text-slate-600 text-sm">Amount Paid </span>
          <span className="font-bold tabular-nums">{formatRupees(receipt.payment.amount)}</span>{' '}
          <span className="text-slate-600 text-sm">{receipt.payment.currency}</span>
        </p>
      </footer>
      <p className="mt-6 text-center text-slate-500 text-xs">
        Thank you for choosing Chatgate. This receipt was generated electronically and needs no signature.
      </p>
    </article>
  );
}

function ReceiptSection({ id, title, lines }: { id: string; title: string; lines: ReceiptLine[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionHeading}>
        {title}
      </h2>
      <Lines lines={lines} />
    </section>
  );
}
