import { InstanceMessages, TRIAL_DAYS } from '@chatgate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useDialog } from '../../components/dialog-context';
import { useNavigate } from '../../lib/router';
import { onTokensFetched } from '../../lib/tokens-query';
import { useUserTokens } from '../../lib/use-user-tokens';
import { takeOwedWelcome } from '../../lib/welcome';
import { ticketUrl } from './ticket-link';

/**
 * The dialogs of a token-list answer (spec 8): welcome after "Instance Created" (or the first
 * answer after a sign-up, which made the trial already), help for anything but "Instance Found".
 */
function useFetchOutcome(uuid: string) {
  const { alert, confirm } = useDialog();
  const navigate = useNavigate();
  const askedForHelp = useRef(false);

  return useCallback(
    async (message: string) => {
      const found = message === InstanceMessages.found;
      if (message === InstanceMessages.created || (found && takeOwedWelcome())) {
        await alert({
          icon: 'success',
          title: 'Welcome to Chatgate!',
          text: `Your trial account is set up: you have a free token for ${TRIAL_DAYS} days. Click Get QR Code to connect a phone, or try everything first with the Sandbox Phone.`,
          confirmText: "Let's go",
        });
        return;
      }
      if (found || askedForHelp.current) return;
      askedForHelp.current = true;
      const proceed = await confirm({
        icon: 'error',
        title: message,
        text: 'Please contact the administrator to get access to your tokens. Raise a ticket and we will sort it out.',
        confirmText: 'Raise a Ticket',
        cancelText: 'Cancel',
      });
      if (proceed) navigate(ticketUrl('Fetch Instance', uuid));
    },
    [alert, confirm, navigate, uuid],
  );
}

/**
 * The signed-in user's tokens (the shared token list); each answer the server sends while this
 * is mounted gets its dialog once.
 */
export function useInstances() {
  const tokens = useUserTokens();
  const { uuid } = tokens;
  const announce = useFetchOutcome(uuid);
  const latestAnnounce = useRef(announce);
  useEffect(() => {
    latestAnnounce.current = announce;
  });

  const queryClient = useQueryClient();
  useEffect(
    () => onTokensFetched(queryClient, uuid, (response) => void latestAnnounce.current(response.message)),
    [queryClient, uuid],
  );
  return tokens;
}
