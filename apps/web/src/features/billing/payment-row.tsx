import { isSuccessfulPayment, type PaymentRow as Payment } from '@chatgate/contracts';
import {
  cardStackableCellClassName as cell,
  StackedLabel,
  cardStackedRowClassName as stackedRowClassName,
} from '../../components/data-table';
import { DateTime } from '../../components/date-text';
import { StatusBadge } from '../../components/status-badge';
import { formatRupees } from '../../lib/format-rupees';
import { Link } from '../../lib/router';
import { paymentBadge } from './payment-format';

const mono = 'font-mono text-slate-700 text-xs dark:text-slate-300';
const muted = 'text-slate-500 dark:text-slate-400';
/** An ID's cell: a line of its own when the row is stacked (in a narrow card); long IDs break to fit. */
const id = `${mono} @max-4xl:basis-full break-all`;
/** A second, smaller fact under a cell's first (the order under the payment, the bank's ID under the method). */
const secondLine = 'mt-0.5 block';
const label = `${muted} font-sans`;

/** A link to a payment's printable receipt. */
export const receiptPath = (paymentId: string) => `/dashboard/receipt?${new URLSearchParams({ paymentId })}`;

/** One payment of Previous Payment Details, with a Receipt link when it succeeded. */
export function PaymentRow({ payment }: { payment: Payment }) {
  const badge = paymentBadge(payment.status);
  return (
    <tr data-payment-id={payment.paymentID} className={`align-middle ${stackedRowClassName}`}>
      <th
        scope="row"
        className={`${cell} text-left font-medium text-slate-900 @max-4xl:basis-full dark:text-white`}
      >
        {payment.instanceName}
      </th>
      <td className={`${cell} ${id}`}>
        <StackedLabel inNarrowCard>Payment ID</StackedLabel>
        {payment.paymentID}
        <span className={secondLine}>
          <span className={label}>Order ID </span>
          {payment.orderID}
        </span>
      </td>
      <td className={`${cell} whitespace-nowrap font-medium text-slate-900 tabular-nums dark:text-white`}>
        {formatRupees(payment.amount)}{' '}
        <span className={`${muted} font-normal text-xs`}>{payment.currency}</span>
      </td>
      <td className={`${cell} whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300`}>
        <StackedLabel inNarrowCard>Date</StackedLabel>
        <DateTime value={payment.created_at} withTime />
      </td>
      <td
        className={`${cell} text-slate-700 @max-4xl:basis-full dark:text-slate-300 ${payment.method || payment.transaction_id ? '' : '@max-4xl:hidden'}`}
      >
        <StackedLabel inNarrowCard>Method</StackedLabel>
        {payment.method ?? <span className={muted}>—</span>}
        {payment.transaction_id && (
          <span className={`${secondLine} ${mono}`}>
            <span className={label}>Transaction ID </span>
            {payment.transaction_id}
          </span>
        )}
      </td>
      <td className={cell}>
        <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </td>
      <td className={`${cell} text-right @max-4xl:ml-auto`}>
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
