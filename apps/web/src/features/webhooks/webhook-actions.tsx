import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@chatgate/contracts';
import { CircleCheck, KeyRound, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { webhooksApi } from './api';
import { useDeliveryAction, useRotateSecret } from './use-webhook';

interface WebhookActionsProps {
  insid: string;
  /** A URL is saved: only then can events be sent and the secret rotated. */
  configured: boolean;
  onSecret: (secret: string) => void;
}

/** Send Test Event and Rotate Secret (after a confirmation; the new secret is shown once). */
export function WebhookActions({ insid, configured, onSecret }: WebhookActionsProps) {
  const { confirm, alert } = useDialog();
  const rotate = useRotateSecret(insid);
  const test = useDeliveryAction(insid, () => webhooksApi.sendTest(insid));
  const [notice, setNotice] = useState('');
  const fail = (title: string, error: unknown) =>
    alert({ icon: 'error', title, text: errorMessage(error, 'Please try again.') });

  async function sendTest() {
    setNotice('');
    try {
      setNotice((await test.mutateAsync()).message);
    } catch (error) {
      await fail('The test event could not be sent', error);
    }
  }

  async function rotateSecret() {
    const proceed = await confirm({
      icon: 'warning',
      title: 'Rotate the signing secret?',
      text: `A new secret replaces the current one and is shown once. Update your server so it verifies deliveries with the new secret: for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours deliveries are signed with both, so the current one keeps working meanwhile.`,
      confirmText: 'Rotate Secret',
      cancelText: 'Cancel',
    });
    if (!proceed) return;
    try {
      onSecret(await rotate.mutateAsync());
      rotate.reset();
    } catch (error) {
      await fail('The secret could not be rotated', error);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!configured} loading={test.isPending} onClick={sendTest}>
          <Send aria-hidden="true" className="size-4" />
          Send Test Event
        </Button>
        <Button variant="secondary" disabled={!configured} loading={rotate.isPending} onClick={rotateSecret}>
          <KeyRound aria-hidden="true" className="size-4" />
          Rotate Secret
        </Button>
      </div>
      <p
        role="status"
        className="flex items-center gap-2 text-emerald-700 text-sm empty:hidden dark:text-emerald-400"
      >
        {notice && (
          <>
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            {notice}
          </>
        )}
      </p>
      {!configured && (
        <p className="text-slate-500 text-sm dark:text-slate-400">Save a URL first to send a test event.</p>
      )}
    </div>
  );
}
