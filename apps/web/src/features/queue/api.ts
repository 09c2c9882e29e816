import {
  MessageViewSchema,
  QueueCancelledSchema,
  QueueResponseSchema,
  UnacknowledgedResponseSchema,
} from '@chatgate/contracts';
import { apiRequest } from '../../lib/api-client';

/** Rows of the queue table: the next ones to go. */
export const QUEUE_PAGE = 100;
/** Rows of the Not Acknowledged table: the newest ones. */
export const UNACKNOWLEDGED_PAGE = 50;

const path = (insid: string, rest = '', extra: Record<string, string> = {}) =>
  `/dash/wa/queue${rest}?${new URLSearchParams({ insid, ...extra })}`;

/** The dashboard's calls on one of the user's tokens' send queue (by session, the token in `insid`). */
export const queueApi = {
  list: (insid: string, signal?: AbortSignal) =>
    apiRequest(path(insid, '', { limit: String(QUEUE_PAGE) }), { schema: QueueResponseSchema, signal }),
  unacknowledged: (insid: string, signal?: AbortSignal) =>
    apiRequest(path(insid, '/unacknowledged', { limit: String(UNACKNOWLEDGED_PAGE) }), {
      schema: UnacknowledgedResponseSchema,
      signal,
    }),
  cancel: (insid: string, id: string) =>
    apiRequest(path(insid, `/${encodeURIComponent(id)}`), { method: 'DELETE', schema: MessageViewSchema }),
  cancelAll: (insid: string) => apiRequest(path(insid), { method: 'DELETE', schema: QueueCancelledSchema }),
};
