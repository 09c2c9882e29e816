import type { MessageView } from '@chatgate/contracts';
import type { MessageRow } from './messages.queries';

export type MessageViewFields = Pick<
  MessageRow,
  | 'id'
  | 'instanceId'
  | 'direction'
  | 'remote'
  | 'type'
  | 'body'
  | 'status'
  | 'error'
  | 'createdAt'
  | 'updatedAt'
>;

export function toMessageView(row: MessageViewFields): MessageView {
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
