import { skipToken, useQuery } from '@tanstack/react-query';
import type { QrState } from './instance-events';
import { qrKey } from './query-keys';

/** The QR payload shown for a token, written by the QR call and the event stream. */
export function useQrState(insid: string): QrState | null {
  const { data } = useQuery<QrState | null>({ queryKey: qrKey(insid), queryFn: skipToken });
  return data ?? null;
}
