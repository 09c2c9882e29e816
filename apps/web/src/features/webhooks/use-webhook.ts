import type { WebhookFormat, WebhookSettings } from '@chatgate/contracts';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { flattenPages } from '../../lib/flatten-pages';
import { type DeliveriesPage, type WebhookSave, webhooksApi } from './api';
import { deliveriesKey, settingsKey } from './query-keys';

/** How often the deliveries table (and the webhook's state, which a delivery may change) refreshes. */
export const DELIVERIES_REFRESH_MS = 5_000;

/** The settings; refreshed like the deliveries, so a webhook disabled by a 410 shows it. */
export function useWebhookSettings(insid: string) {
  return useQuery({
    queryKey: settingsKey(insid),
    queryFn: ({ signal }) => webhooksApi.settings(insid, signal),
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
}

/** Saves URL and events; resolves with the secret when the server created one (shown once, never cached). */
export function useSaveWebhook(insid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: WebhookSave): Promise<string | undefined> => {
      const { secret, ...settings } = await webhooksApi.save(insid, body);
      client.setQueryData<WebhookSettings>(settingsKey(insid), settings);
      return secret;
    },
    gcTime: 0,
  });
}

/** Turns the webhook off (false) or on (true); the settings show the answer. */
export function useSetEnabled(insid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => webhooksApi.setEnabled(insid, enabled),
    onSuccess: (settings) => client.setQueryData<WebhookSettings>(settingsKey(insid), settings),
  });
}

export function useSetFormat(insid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (format: WebhookFormat) => webhooksApi.setFormat(insid, format),
    onSuccess: (settings) => client.setQueryData<WebhookSettings>(settingsKey(insid), settings),
  });
}

/** Removes the webhook; settings and deliveries are read again (pending ones now failed). */
export function useRemoveWebhook(insid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => webhooksApi.remove(insid),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: settingsKey(insid) }),
        client.invalidateQueries({ queryKey: deliveriesKey(insid) }),
      ]),
  });
}

export function useRotateSecret(insid: string) {
  return useMutation({
    mutationFn: async () => (await webhooksApi.rotateSecret(insid)).secret,
    gcTime: 0,
  });
}

/** The deliveries in `status` (all when absent), page by page ("Load more" follows nextCursor), refreshed. */
export function useDeliveries(insid: string, status?: DeliveriesPage['status']) {
  const query = useInfiniteQuery({
    queryKey: [...deliveriesKey(insid), status ?? 'all'],
    queryFn: ({ pageParam, signal }) => webhooksApi.deliveries(insid, { status, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: DELIVERIES_REFRESH_MS,
  });
  return { ...query, deliveries: flattenPages(query.data?.pages ?? []) };
}

/** A call that queues a delivery (test event, replay): the table refreshes when it answers. */
export function useDeliveryAction<T>(insid: string, action: (arg: T) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => client.invalidateQueries({ queryKey: deliveriesKey(insid) }),
  });
}
