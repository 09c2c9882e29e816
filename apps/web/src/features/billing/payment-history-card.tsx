import { BillingMessages } from '@chatgate/contracts';
import { ReceiptText } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { LoadingText } from '../../components/loading-text';
import { errorMessage } from '../../lib/api-error';
import { PaymentRow } from './payment-row';
import { usePaymentHistory } from './use-billing';

// Order and transaction IDs sit under the payment ID and the method, so the table fits a
// laptop's card (1280 px) without scrolling sideways; a narrower card shows each payment stacked.
const COLUMNS = ['Token', 'Payment ID', 'Amount', 'Date', 'Method', 'Status'];

function Body() {
  const history = usePaymentHistory();
  if (history.isPending) return <LoadingText className="p-5" />;
  if (!history.data) {
    return (
      <Alert tone="error" className="m-5">
        {errorMessage(history.error, 'Your payments could not be loaded.')}
      </Alert>
    );
  }
  if (history.data.result.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
        <ReceiptText aria-hidden="true" className="size-8 text-slate-400 dark:text-slate-500" />
        <p className="font-semibold text-slate-900 dark:text-white">{BillingMessages.noPayments}</p>
        <p className="max-w-md text-slate-600 text-sm dark:text-slate-400">
          Each payment you make, successful or not, is listed here with its receipt.
        </p>
      </div>
    );
  }
  return (
    <DataTable
      columns={COLUMNS}
      hiddenColumn="Receipt"
      stackInNarrowCard
      label={BillingMessages.historyTitle}
    >
      {history.data.result.map((payment) => (
        <PaymentRow key={payment.paymentID} payment={payment} />
      ))}
    </DataTable>
  );
}

/** Previous Payment Details (spec 2.10): every payment of the user, newest first. */
export function PaymentHistoryCard() {
  return (
    <Card title={BillingMessages.historyTitle} flush>
      <Body />
    </Card>
  );
}
