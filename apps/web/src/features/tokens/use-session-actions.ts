import type { FetchInstanceResponse, QrSessionResponse } from '@chatgate/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { invalidateTokens, tokensQueryKey } from '../../lib/tokens-query';
import { instancesApi } from './api';
import { mergeQrResponse, type QrState } from './instance-events';
import { qrKey } from './query-keys';

/** Shows a failed action's message (the server's, else a fallback). */
export function useFailureDialog() {
  const { alert } = useDialog();
  return (title: string) => (error: unknown) =>
    alert({ icon: 'error', title, text: errorMessage(error, 'Please try again.') });
}

/** Writes the QR call's answer into the token's row and its shown QR. */
function showQrResponse(queryClient: QueryClient, uuid: string, insid: string, response: QrSessionResponse) {
  queryClient.setQueryData(tokensQueryKey(uuid), (data) => mergeQrResponse(data, insid, response));
  const shown: QrState | null =
    response.state === 'qr' && response.qr ? { qr: response.qr, expiresAt: response.expiresAt } : null;
  queryClient.setQueryData<QrState | null>(qrKey(insid), () => shown);
}

/** Get QR Code: starts the token's session and shows its first QR payload. */
export function useGetQr(uuid: string, insid: string) {
  const queryClient = useQueryClient();
  const fail = useFailureDialog();
  return useMutation({
    mutationFn: () => instancesApi.qr(insid),
    onSuccess: (response) => showQrResponse(queryClient, uuid, insid, response),
    onError: fail('Could not get a QR code'),
  });
}

/**
 * A token still waiting for a scan when the page loads (reloaded while its QR was shown) shows its
 * current QR again: the session kept running on the server. Asked once, quietly: the row's own
 * Get QR Code button stays for a failure.
 */
export function useQrShownAgain(uuid: string, insid: string, waitingUnseen: boolean) {
  const queryClient = useQueryClient();
  const asked = useRef(false);
  useEffect(() => {
    if (!waitingUnseen || asked.current) return;
    asked.current = true;
    instancesApi.qr(insid).then(
      (response) => showQrResponse(queryClient, uuid, insid, response),
      () => undefined,
    );
  }, [waitingUnseen, queryClient, uuid, insid]);
}

/** Session logout: unlinks the phone; the token goes back to Not Connected. */
export function useSessionLogout(uuid: string, insid: string) {
  const queryClient = useQueryClient();
  const fail = useFailureDialog();
  return useMutation({
    mutationFn: () => instancesApi.logout(insid),
    onSuccess: () => {
      queryClient.setQueryData<FetchInstanceResponse>(tokensQueryKey(uuid), (data) =>
        data
          ? {
              ...data,
              result: data.result.map((row) =>
                row.insid === insid ? { ...row, session: 'idle', authenticated: 0, wid: null } : row,
              ),
            }
          : data,
      );
      queryClient.setQueryData(qrKey(insid), null);
      void invalidateTokens(queryClient);
    },
    onError: fail('Could not log out of the session'),
  });
}
