import { DialogMessages } from '@chatgate/contracts';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../lib/api-error';
import { useDialog } from './dialog-context';

interface DeleteAction {
  /** What is deleted, in lower case: "announcement", "blog post". */
  what: string;
  /** The confirmation's sentence: what goes with it, and that it cannot be undone. */
  text: string;
  /** The DELETE call; resolves with the server's message. */
  remove: () => Promise<{ message: string }>;
  /** After the server deleted it (leave its page, refresh lists), before the success message. */
  onDeleted: () => void | Promise<void>;
}

/**
 * Delete after a confirmation in the style of Remove token (warning icon, red Yes button,
 * No, Cancel), then the server's message as a success dialog or the reason it failed.
 */
export function useDeleteAction({ what, text, remove, onDeleted }: DeleteAction) {
  const { confirm, alert } = useDialog();
  const mutation = useMutation({ mutationFn: remove });

  const run = async () => {
    const confirmed = await confirm({
      icon: 'warning',
      title: `Delete this ${what}?`,
      text,
      confirmText: 'Yes, Delete',
      cancelText: DialogMessages.cancel,
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    try {
      const answer = await mutation.mutateAsync();
      await onDeleted();
      await alert({ icon: 'success', title: answer.message });
    } catch (error) {
      await alert({
        icon: 'error',
        title: `The ${what} was not deleted`,
        text: errorMessage(error, 'Please try again.'),
      });
    }
  };
  return { run, pending: mutation.isPending };
}
