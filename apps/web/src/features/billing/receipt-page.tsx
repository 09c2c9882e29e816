import { BillingMessages } from '@chatgate/contracts';
import { ArrowLeft, Printer } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { LoadingText } from '../../components/loading-text';
import { errorMessage } from '../../lib/api-error';
import { useSearchParams } from '../../lib/router';
import { PaymentReceipt } from './payment-receipt';
import { usePaymentReceipt } from './use-billing';

/** A successful payment's printable receipt (/dashboard/receipt?paymentId=…). */
export default function ReceiptPage() {
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId') ?? '';
  const receipt = usePaymentReceipt(paymentId);

  function body() {
    if (receipt.data) return <PaymentReceipt receipt={receipt.data} />;
    if (paymentId && receipt.isPending) return <LoadingText />;
    // The receipt carries its own heading; without one the page still needs a name.
    return (
      <>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          {BillingMessages.receiptTitle}
        </h1>
        <Alert tone="error">
          {paymentId
            ? errorMessage(receipt.error, 'The receipt could not be loaded.')
            : 'No payment was given: open a receipt from your payments.'}
        </Alert>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 print:max-w-none">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <ButtonLink to="/dashboard/subscribe" variant="ghost" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Subscriptions
        </ButtonLink>
        {receipt.data && (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        )}
      </div>
      {body()}
    </div>
  );
}
