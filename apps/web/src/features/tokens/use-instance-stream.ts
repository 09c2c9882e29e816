import { type InstanceEvent, InstanceEventSchema } from '@chatgate/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useDialog } from '../../components/dialog-context';
import { invalidateTokens, tokensQueryKey } from '../../lib/tokens-query';
import { useEventStream } from '../../lib/use-event-stream';
import { INSTANCE_EVENTS_PATH } from './api';
import { hasInstance, mergeInstanceEvent, nextQr, type QrState } from './instance-events';
import { QR_KEY_ROOT, qrKey } from './query-keys';

function parseEvent(data: string): InstanceEvent | null {
  try {
    const parsed = InstanceEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function applyEvent(queryClient: QueryClient, uuid: string, event: InstanceEvent) {
  const key = tokensQueryKey(uuid);
  const current = queryClient.getQueryData(key);
  if (!hasInstance(current, event.insid)) {
    // A token this list has not seen yet (made in another tab): load the list again.
    void invalidateTokens(queryClient, { cancelRefetch: false });
    return;
  }
  queryClient.setQueryData(key, mergeInstanceEvent(current, event));
  queryClient.setQueryData<QrState | null>(qrKey(event.insid), (shown) => nextQr(shown, event));
}

/**
 * Applies the live token events (QR rotation, phone linked, logged out, billing changes) to the
 * cached token list while mounted. After a reconnection the list is reloaded, since events may
 * have been missed; the first connection does not reload, so the first answer is never cut off.
 */
export function useInstanceStream(uuid: string) {
  const queryClient = useQueryClient();
  const { alert } = useDialog();
  const connectedBefore = useRef(false);
  useEventStream(uuid ? INSTANCE_EVENTS_PATH : null, {
    onOpen: () => {
      if (connectedBefore.current) {
        // QR payloads may have rotated meanwhile: hide them (Get QR Code fetches the current one).
        queryClient.setQueriesData<QrState | null>({ queryKey: QR_KEY_ROOT }, null);
        void invalidateTokens(queryClient, { cancelRefetch: false });
      }
      connectedBefore.current = true;
    },
    onMessage: (message) => {
      if (message.event !== 'instance') return;
      const event = parseEvent(message.data);
      if (!event) return;
      applyEvent(queryClient, uuid, event);
      // The phone just scanned was undone: say why, or the token would just fall back unlinked.
      if (event.notice) void alert({ icon: 'warning', title: 'Phone not linked', text: event.notice });
    },
  });
}
