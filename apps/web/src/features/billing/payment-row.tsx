import { isSuccessfulPayment, type PaymentRow as Payment } from '@chatgate/contracts';
import { Link } from 'react-router';
import {
  stackableCellClassName as cell,
  StackedLabel,
  stackedRowClassName,
} from '../../components/data-table';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format-date';
import { formatRupees } from '../../lib/format-rupees';
import { paymentBadge } from './payment-format';

const mono = 'font-mono text-slate-700 text-xs dark:text-slate-300';
const muted = 'text-slate-500 dark:text-slate-400';
/** An ID's cell: below md, where the row is stacked, a line of its own, broken if too long. */
const id = `${mono} max-md:basis-full max-md:break-words`;

/** A link to a payment's printable receipt. */
export const receiptPath = (paymentId: string) => `/dashboard/receipt?${new URLSearchParams({ paymentId })}`;

/** One payment of Previous Payment Details, with a Receipt link when it succeeded. */
export function PaymentRow({ payment }: { payment: Payment }) {
  const badge = paymentBadge(payment.status);
  return (
    <tr data-payment-id={payment.paymentID} className={`align-middle ${stackedRowClassName}`}>
      <th
        scope="row"
        className={`${cell} text-left font-medium text-slate-900 max-md:basis-full dark:text-white`}
      >
        {payment.instanceName}
      </th>
      <td className={`${cell} ${id}`}>
        <StackedLabel>Payment ID</StackedLabel>
        {payment.paymentID}
      </td>
      <td className={`${cell} ${id}`}>
        <StackedLabel>Order ID</StackedLabel>
        {payment.orderID}
      </td>
      <td className={`${cell} whitespace-nowrap font-medium text-slate-900 tabular-nums dark:text-white`}>
        {formatRupees(payment.amount)}
      </td>
      <td className={`${cell} text-slate-700 dark:text-slate-300`}>{payment.currency}</td>
      <td className={`${cell} whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300`}>
        <StackedLabel>Date</StackedLabel>
        <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
      </td>
      <td className={`${cell} text-slate-700 dark:text-slate-300 ${payment.method ? '' : 'max-md:hidden'}`}>
        <StackedLabel>Method</StackedLabel>
        {payment.method ?? <span className={muted}>—</span>}
      </td>
      <td className={`${cell} ${id} ${payment.transaction_id ? '' : 'max-md:hidden'}`}>
        <StackedLabel>Transaction ID</StackedLabel>
        {payment.transaction_id ?? <span className={muted}>—</span>}
      </td>
      <td className={cell}>
        <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </td>
      <td className={`${cell} text-right max-md:ml-auto`}>
        {isSuccessfulPayment(payment.status) && (
          <Link
            to={receiptPath(payment.paymentID)}
            className="font-semibold text-emerald-700 text-sm underline-offset-2 hover:underline dark:text-emerald-400"
          >
            Receipt<span className="sr-only"> for payment {payment.paymentID}</span>
          </Link>
        )}
      </td>
    </tr>
  );
}
