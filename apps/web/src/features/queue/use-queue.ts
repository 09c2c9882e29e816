import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queueApi } from './api';

/** How often the queue refreshes: the sender takes messages off it as it goes. */
export const QUEUE_REFRESH_MS = 5_000;

const queueKey = (insid: string) => ['send-queue', insid] as const;

export function useQueue(insid: string) {
  return useQuery({
    queryKey: queueKey(insid),
    queryFn: ({ signal }) => queueApi.list(insid, signal),
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** The token's sends WhatsApp did not acknowledge, newest first; a late ack takes one off. */
export function useUnacknowledged(insid: string) {
  return useQuery({
    queryKey: ['send-queue', insid, 'unacknowledged'],
    queryFn: ({ signal }) => queueApi.unacknowledged(insid, signal),
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/** A cancel (one message or all): the table refreshes when it answers, whatever the answer. */
export function useCancel<T, R>(insid: string, cancel: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancel,
    onSettled: () => client.invalidateQueries({ queryKey: queueKey(insid) }),
  });
}
