import { DialogMessages } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useDialog } from '../../components/dialog-context';
import { IconButton } from '../../components/icon-button';
import { invalidateTokens, tokensQueryKey } from '../../lib/tokens-query';
import { instancesApi } from './api';
import { useFailureDialog } from './use-session-actions';

/** Remove token, after the spec's confirmation; shown only when canDeleteToken holds. */
export function RemoveTokenButton({ uuid, insid }: { uuid: string; insid: string }) {
  const { confirm } = useDialog();
  const queryClient = useQueryClient();
  const fail = useFailureDialog();
  const remove = useMutation({
    mutationFn: () => instancesApi.remove(insid),
    onSuccess: () => {
      queryClient.setQueryData(tokensQueryKey(uuid), (data) =>
        data ? { ...data, result: data.result.filter((row) => row.insid !== insid) } : data,
      );
      void invalidateTokens(queryClient);
    },
    onError: fail('Could not remove the token'),
  });

  const onClick = async () => {
    const confirmed = await confirm({
      icon: 'warning',
      title: 'Remove this token?',
      text: DialogMessages.removeTokenText,
      confirmText: DialogMessages.removeTokenConfirm,
      cancelText: DialogMessages.cancel,
      confirmVariant: 'danger',
    });
    if (confirmed) remove.mutate();
  };

  return (
    <IconButton
      icon={Trash2}
      label="Remove token"
      tone="danger"
      onClick={onClick}
      disabled={remove.isPending}
    />
  );
}
