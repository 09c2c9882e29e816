import { useQuery } from '@tanstack/react-query';
import { billingApi } from './api';
import { HISTORY_KEY, receiptKey } from './query-keys';

/** Previous Payment Details: the user's payments, newest first. */
export function usePaymentHistory() {
  return useQuery({
    queryKey: HISTORY_KEY,
    queryFn: ({ signal }) => billingApi.history(signal),
  });
}

/** The receipt of one of the user's successful payments. */
export function usePaymentReceipt(paymentId: string) {
  return useQuery({
    queryKey: receiptKey(paymentId),
    queryFn: ({ signal }) => billingApi.receipt(paymentId, signal),
    enabled: Boolean(paymentId),
  });
}
