import type { MessageView } from '@chatgate/contracts';
import type { MessageRow } from './messages.queries';

export function toMessageView(row: MessageRow): MessageView {
  return {
    id: row.id,
    insid: row.instanceId,
    direction: row.direction,
    chatId: row.remote,
    type: row.type,
    body: row.body,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
