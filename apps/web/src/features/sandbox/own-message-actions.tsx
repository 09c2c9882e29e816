import type { SandboxMessage } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDialog } from '../../components/dialog-context';
import type { MessageDialogContent } from '../../components/message-dialog';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';
import { CHANGE_FAILED, EditMessageForm, underBubble } from './edit-message-form';

const iconButton =
  'rounded-full p-1.5 text-slate-500 opacity-60 transition hover:bg-white hover:text-slate-900 hover:opacity-100 focus-visible:opacity-100 group-hover:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

const DELETE_DIALOG: MessageDialogContent = {
  icon: 'warning',
  title: 'Delete for everyone?',
  text: 'The contact will see “This message was deleted” instead of it. This cannot be undone.',
  confirmText: 'Delete for Everyone',
  cancelText: 'Keep It',
  confirmVariant: 'danger',
};

interface Props {
  phone: string;
  message: SandboxMessage;
}

/**
 * Edit and Delete for a message the phone typed to a contact, so the contact's token receives
 * message.edited and message.revoked. The server answers which of the phone's messages allow it.
 * Renders items of the bubble's row: the buttons beside it, the form or an error under it.
 */
export function OwnMessageActions({ phone, message }: Props) {
  const queryClient = useQueryClient();
  const { confirm } = useDialog();
  const [editing, setEditing] = useState(false);
  const revoke = useMutation({
    mutationFn: () => sandboxApi.revoke(phone, message.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKey(phone) }),
  });

  if (editing) return <EditMessageForm phone={phone} message={message} onClose={() => setEditing(false)} />;
  return (
    <>
      {message.content === null && (
        <button type="button" onClick={() => setEditing(true)} title="Edit" className={iconButton}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="sr-only">Edit {message.body.slice(0, 40)}</span>
        </button>
      )}
      <button
        type="button"
        onClick={async () => {
          if (await confirm(DELETE_DIALOG)) revoke.mutate();
        }}
        disabled={revoke.isPending}
        title="Delete for everyone"
        className={iconButton}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">Delete {message.body.slice(0, 40)} for everyone</span>
      </button>
      {revoke.isError && (
        <p role="alert" className={`${underBubble} text-right text-red-700 text-xs dark:text-red-400`}>
          {errorMessage(revoke.error, CHANGE_FAILED)}
        </p>
      )}
    </>
  );
}
