import type { MessageView } from '@chatgate/contracts';
import { X } from 'lucide-react';
import { Button } from '../../components/button';
import {
  stackableCellClassName as cell,
  StackedLabel,
  stackedRowClassName,
} from '../../components/data-table';
import { DateTime } from '../../components/date-text';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { queueApi } from './api';
import { MessageCells, muted } from './message-cells';
import { useCancel } from './use-queue';

/** One queued message with Cancel, which fails it as "cancelled" unless it is already going out. */
export function QueueRow({ insid, message }: { insid: string; message: MessageView }) {
  const { alert, confirm } = useDialog();
  const cancel = useCancel(insid, (id: string) => queueApi.cancel(insid, id));

  async function onCancel() {
    const confirmed = await confirm({
      icon: 'warning',
      title: 'Cancel this message?',
      text: `The message to ${message.chatId} will never be sent. If it is already being handed to WhatsApp, it still goes out.`,
      confirmText: 'Yes, Cancel It',
      cancelText: 'No, Keep It',
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(message.id);
    } catch (error) {
      await alert({ icon: 'error', title: 'Not cancelled', text: errorMessage(error, 'Please try again.') });
    }
  }

  return (
    <tr data-message-id={message.id} className={`align-middle ${stackedRowClassName}`}>
      <MessageCells message={message} />
      <td className={`${cell} whitespace-nowrap font-mono text-xs ${muted}`}>
        <StackedLabel>Queued</StackedLabel>
        <DateTime value={message.createdAt} withTime />
      </td>
      <td className={`${cell} text-right max-md:ml-auto`}>
        <Button variant="secondary" size="sm" loading={cancel.isPending} onClick={onCancel}>
          <X aria-hidden="true" className="size-4" />
          Cancel<span className="sr-only"> the message to {message.chatId}</span>
        </Button>
      </td>
    </tr>
  );
}
