import {
  type BillingCycle,
  BillingMessages,
  type CheckoutResult,
  type PaymentOrder,
} from '@chatgate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { invalidateTokens } from '../../lib/tokens-query';
import { billingApi } from './api';
import { orderRequest } from './order-request';
import { HISTORY_KEY } from './query-keys';
import { openRazorpayCheckout } from './razorpay-checkout';

const FALLBACK_ERROR = 'The payment could not be completed. Please try again.';

/**
 * Pay for a token: the server makes the order, then the sandbox checkout (a dialog of this page)
 * or Razorpay Checkout takes the payment, and the server verifies it and activates the token.
 */
export function useCheckout() {
  const { alert } = useDialog();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  /** The order the sandbox checkout dialog is open for. */
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);

  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: HISTORY_KEY }), invalidateTokens(client)]);

  const failed = () => {
    void refresh();
    void alert({ icon: 'error', title: 'Payment Failed', text: BillingMessages.paymentFailed });
  };

  async function run(task: () => Promise<void>) {
    setError('');
    setBusy(true);
    try {
      await task();
    } catch (cause) {
      setError(errorMessage(cause, FALLBACK_ERROR));
    } finally {
      setBusy(false);
    }
  }

  async function verify(checkout: CheckoutResult) {
    const { validTill } = await billingApi.verify(checkout);
    void refresh();
    void alert({
      icon: 'success',
      title: 'Payment Successful',
      text: `${BillingMessages.paymentSuccess} Valid till ${formatDate(validTill)}.`,
    });
  }

  const pay = (insid: string, cycle: BillingCycle) =>
    run(async () => {
      const { result: order } = await billingApi.order(orderRequest(insid, cycle));
      if (order.provider === 'sandbox') {
        setSandboxOrder(order);
        return;
      }
      await openRazorpayCheckout(order, {
        onPaid: (checkout) => void run(() => verify(checkout)),
        onFailed: failed,
        onDismiss: () => {},
      });
    });

  /** The sandbox checkout's Pay or Decline; the dialog stays open until the outcome is known. */
  const answerSandbox = (outcome: 'pay' | 'decline') =>
    run(async () => {
      if (!sandboxOrder) return;
      try {
        const answer = await billingApi.sandboxCheckout(sandboxOrder.id, outcome);
        if (answer.outcome === 'declined') failed();
        else await verify(answer.checkout);
      } finally {
        setSandboxOrder(null);
      }
    });

  return {
    pay,
    busy,
    error,
    sandboxOrder,
    answerSandbox,
    closeSandbox: () => setSandboxOrder(null),
  };
}
