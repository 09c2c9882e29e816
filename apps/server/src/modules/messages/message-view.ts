import type { MessageMedia, MessageView } from '@chatgate/contracts';
import type { MessageRow } from './messages.queries';

export type MessageViewFields = Pick<
  MessageRow,
  | 'id'
  | 'instanceId'
  | 'direction'
  | 'remote'
  | 'type'
  | 'body'
  | 'payload'
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
    author: payloadText(row.payload, 'author'),
    senderLid: payloadText(row.payload, 'senderLid'),
    type: row.type,
    body: row.body,
    media: mediaOf(row.payload?.file as StoredFile | undefined),
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How a received file is kept in a message's payload: the media store's ref and its public view. */
export interface StoredFile extends MessageMedia {
  ref: string;
}

function mediaOf(file: StoredFile | undefined): MessageMedia | null {
  if (!file) return null;
  const { ref: _, ...media } = file;
  return media;
}

function payloadText(payload: MessageViewFields['payload'], field: string): string | null {
  const value = payload?.[field];
  return typeof value === 'string' ? value : null;
}
