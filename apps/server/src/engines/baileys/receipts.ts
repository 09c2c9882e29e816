/**
 * How far one of our sent messages got, from Baileys' updates: the server's ack frame, then
 * `messages.update` for chats with a person (and errors), `message-receipt.update` for each member
 * of a group.
 */
import {
  type BinaryNode,
  type MessageUserReceiptUpdate,
  proto,
  toNumber,
  type WAMessageKey,
  type WAMessageUpdate,
} from '@whiskeysockets/baileys';
import type { DeliveryStatus } from '../engine-events';
import { ourIdOfWaId } from './jids';

export interface StatusUpdate {
  messageId: string;
  status: DeliveryStatus;
  /** With failed: the error WhatsApp gave, when it gave one. */
  error?: string;
}

const { Status } = proto.WebMessageInfo;

const STATUSES: Partial<Record<proto.WebMessageInfo.Status, DeliveryStatus>> = {
  [Status.ERROR]: 'failed',
  [Status.SERVER_ACK]: 'sent',
  [Status.DELIVERY_ACK]: 'delivered',
  [Status.READ]: 'read',
  [Status.PLAYED]: 'read',
};

/** The status of one of our messages in a `messages.update`; null for anything else (or PENDING). */
export function statusOfUpdate({ key, update }: WAMessageUpdate): StatusUpdate | null {
  const messageId = ourMessageId(key);
  const status = update.status == null ? undefined : STATUSES[update.status];
  if (!messageId || !status) return null;
  const error = status === 'failed' ? update.messageStubParameters?.[0] : undefined;
  return { messageId, status, ...(typeof error === 'string' && error ? { error } : {}) };
}

/**
 * The server's acknowledgement of one of our messages (an `ack` frame of class `message`): sent.
 * Null for another's message, and for an ack with an error, which Baileys reports itself (failed).
 */
export function statusOfServerAck({ attrs }: BinaryNode): StatusUpdate | null {
  if (attrs.error) return null;
  const messageId = attrs.id ? ourIdOfWaId(attrs.id) : null;
  return messageId ? { messageId, status: 'sent' } : null;
}

/** A group member's receipt for one of our messages: read (or played), else delivered. */
export function statusOfReceipt({ key, receipt }: MessageUserReceiptUpdate): StatusUpdate | null {
  const messageId = ourMessageId(key);
  if (!messageId) return null;
  if (happened(receipt.readTimestamp) || happened(receipt.playedTimestamp))
    return { messageId, status: 'read' };
  if (happened(receipt.receiptTimestamp)) return { messageId, status: 'delivered' };
  return null;
}

/** A receipt time is set (Baileys gives numbers; a decoded protobuf, Longs). */
const happened = (timestamp: Parameters<typeof toNumber>[0]) => toNumber(timestamp) > 0;

const ourMessageId = (key: WAMessageKey) => (key.fromMe && key.id ? ourIdOfWaId(key.id) : null);
