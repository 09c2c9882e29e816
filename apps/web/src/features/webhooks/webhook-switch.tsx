import type { WebhookSettings } from '@chatgate/contracts';
import { Power, PowerOff, Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import type { MessageDialogContent } from '../../components/message-dialog';
import { errorMessage } from '../../lib/api-error';
import { useRemoveWebhook, useSetEnabled } from './use-webhook';

/** Asked before a removal, which cannot be undone. */
const REMOVE_DIALOG: MessageDialogContent = {
  icon: 'warning',
  title: 'Remove the webhook?',
  text: 'Its URL, events and signing secret are deleted, and no more events are delivered; deliveries still pending are stopped. The event log keeps every event. Setting a webhook again creates a new secret.',
  confirmText: 'Remove Webhook',
  cancelText: 'Cancel',
  confirmVariant: 'danger',
};

interface WebhookSwitchProps {
  insid: string;
  /** The saved settings; shown only once a URL is saved. */
  settings: WebhookSettings;
}

/** Turn Off / Turn On (keeps URL, events and secret) and Remove Webhook (after a confirmation). */
export function WebhookSwitch({ insid, settings }: WebhookSwitchProps) {
  const { confirm, alert } = useDialog();
  const toggle = useSetEnabled(insid);
  const remove = useRemoveWebhook(insid);
  const fail = (title: string, error: unknown) =>
    alert({ icon: 'error', title, text: errorMessage(error, 'Please try again.') });

  async function setEnabled(enabled: boolean) {
    try {
      await toggle.mutateAsync(enabled);
    } catch (error) {
      await fail(
        enabled ? 'The webhook could not be turned on' : 'The webhook could not be turned off',
        error,
      );
    }
  }

  async function removeWebhook() {
    const proceed = await confirm(REMOVE_DIALOG);
    if (!proceed) return;
    try {
      await remove.mutateAsync();
    } catch (error) {
      await fail('The webhook could not be removed', error);
    }
  }

  return (
    <div className="flex flex-wrap gap-3">
      {settings.enabled ? (
        <Button variant="secondary" loading={toggle.isPending} onClick={() => setEnabled(false)}>
          <PowerOff aria-hidden="true" className="size-4" />
          Turn Off
        </Button>
      ) : (
        <Button variant="secondary" loading={toggle.isPending} onClick={() => setEnabled(true)}>
          <Power aria-hidden="true" className="size-4" />
          Turn On
        </Button>
      )}
      <Button variant="danger" loading={remove.isPending} onClick={removeWebhook}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remove Webhook
      </Button>
    </div>
  );
}
