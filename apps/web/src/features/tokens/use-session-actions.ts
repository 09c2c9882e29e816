import type { FetchInstanceResponse } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { instancesApi } from './api';
import { mergeQrResponse, type QrState } from './instance-events';
import { instancesKey, qrKey } from './query-keys';

/** Shows a failed action's message (the server's, else a fallback). */
export function useFailureDialog() {
  const { alert } = useDialog();
  return (title: string) => (error: unknown) =>
    alert({ icon: 'error', title, text: errorMessage(error, 'Please try again.') });
}

/** Get QR Code: starts the token's session and shows its first QR payload. */
export function useGetQr(uuid: string, insid: string) {
  const queryClient = useQueryClient();
  const fail = useFailureDialog();
  return useMutation({
    mutationFn: () => instancesApi.qr(insid),
    onSuccess: (response) => {
      queryClient.setQueryData<FetchInstanceResponse>(instancesKey(uuid), (data) =>
        mergeQrResponse(data, insid, response),
      );
      const shown: QrState | null =
        response.state === 'qr' && response.qr ? { qr: response.qr, expiresAt: response.expiresAt } : null;
      queryClient.setQueryData<QrState | null>(qrKey(insid), () => shown);
    },
    onError: fail('Could not get a QR code'),
  });
}

/** Session logout: unlinks the phone; the token goes back to Not Connected. */
export function useSessionLogout(uuid: string, insid: string) {
  const queryClient = useQueryClient();
  const fail = useFailureDialog();
  return useMutation({
    mutationFn: () => instancesApi.logout(insid),
    onSuccess: () => {
      queryClient.setQueryData<FetchInstanceResponse>(instancesKey(uuid), (data) =>
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
      void queryClient.invalidateQueries({ queryKey: instancesKey(uuid) });
    },
    onError: fail('Could not log out of the session'),
  });
}
