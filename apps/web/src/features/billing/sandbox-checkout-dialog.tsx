import type { PaymentOrder } from '@chatgate/contracts';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { formatRupees } from '../../lib/format-rupees';

/** The card number the sandbox checkout shows: the well-known test card, nothing is charged to it. */
export const SANDBOX_TEST_CARD = '4111 1111 1111 1111';

type Outcome = 'pay' | 'decline';

interface SandboxCheckoutDialogProps {
  order: PaymentOrder | null;
  onAnswer: (outcome: Outcome) => Promise<void>;
  onClose: () => void;
}

/** A test-mode card checkout for an order of the sandbox payment provider: Pay or Decline. */
export function SandboxCheckoutDialog({ order, onAnswer, onClose }: SandboxCheckoutDialogProps) {
  const [pending, setPending] = useState<Outcome | null>(null);
  const amount = order ? formatRupees(order.amount / 100) : '';

  async function answer(outcome: Outcome) {
    setPending(outcome);
    try {
      await onAnswer(outcome);
    } finally {
      setPending(null);
    }
  }

  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Sandbox Checkout"
      description="Test mode: no real money moves. Pay completes the payment, Decline makes it fail."
    >
      {order && (
        <div className="space-y-5">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
            <dt className="text-slate-500 dark:text-slate-400">Merchant</dt>
            <dd className="font-medium text-slate-900 dark:text-white">Chatgate</dd>
            <dt className="text-slate-500 dark:text-slate-400">Order ID</dt>
            <dd className="break-all font-mono text-slate-900 text-xs leading-5 dark:text-white">
              {order.id}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Amount</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">
              {amount}{' '}
              <span className="font-normal text-slate-500 dark:text-slate-400">{order.currency}</span>
            </dd>
          </dl>
          <TextField
            label="Card Number"
            value={SANDBOX_TEST_CARD}
            readOnly
            hint="Sandbox test card: nothing is charged."
            className="[&_input]:font-mono [&_input]:tracking-wider"
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              loading={pending === 'decline'}
              disabled={pending !== null}
              onClick={() => answer('decline')}
            >
              Decline
            </Button>
            <Button loading={pending === 'pay'} disabled={pending !== null} onClick={() => answer('pay')}>
              {pending !== 'pay' && <CreditCard aria-hidden="true" className="size-4" />}
              Pay {amount}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
