import {
  DialogMessages,
  InstanceMessages,
  type InstanceRow,
  isUsable,
  MAX_TOKENS_PER_USER,
} from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { useNavigate } from '../../lib/router';
import { invalidateTokens, tokensQueryKey } from '../../lib/tokens-query';
import { instancesApi } from './api';
import { generateInsId } from './ins-id';
import { ticketUrl } from './ticket-link';

/** The next step for a new token: a token that is not paid yet shows Activate Now, not Get QR Code. */
function createdText(name: string, row: InstanceRow | undefined): string {
  const next =
    row && isUsable(row)
      ? 'Click Get QR Code on its row to connect a phone.'
      : 'Click Activate Now on its row to subscribe, then Get QR Code to connect a phone.';
  return `Your token "${name}" is ready. ${next}`;
}

/** Creates a token and shows the spec 8 outcome: success, limit reached, or raise a ticket. */
export function useCreateToken(uuid: string) {
  const { alert, confirm } = useDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Refused at the limit, the account holds as many tokens as it may (staff may have raised it).
  const tokenLimit = () =>
    queryClient.getQueryData(tokensQueryKey(uuid))?.result.length ?? MAX_TOKENS_PER_USER;

  const showOutcome = async (message: string, name: string, row?: InstanceRow) => {
    if (message === InstanceMessages.created) {
      await alert({ icon: 'success', title: InstanceMessages.created, text: createdText(name, row) });
      return;
    }
    if (message === InstanceMessages.limitReached) {
      const proceed = await confirm({
        icon: 'warning',
        title: InstanceMessages.limitReached,
        text: `An account can have up to ${tokenLimit()} tokens. Raise a ticket and our team will add more for you.`,
        confirmText: DialogMessages.proceedWithTicket,
        cancelText: 'Cancel',
      });
      if (proceed) navigate(ticketUrl('Create New Instance', uuid));
      return;
    }
    const proceed = await confirm({
      icon: 'error',
      title: message,
      text: DialogMessages.raiseTicketText,
      confirmText: 'Raise a Ticket',
      cancelText: 'Cancel',
    });
    if (proceed) navigate(ticketUrl('Other', uuid));
  };

  return useMutation({
    mutationFn: (name: string) => instancesApi.create({ uuid, insID: generateInsId(), name }),
    onSuccess: (response, name) => {
      void invalidateTokens(queryClient);
      void showOutcome(response.message, name, response.result);
    },
    onError: (error, name) => void showOutcome(errorMessage(error, 'The token was not created.'), name),
  });
}
