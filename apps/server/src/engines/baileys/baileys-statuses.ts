/**
 * Statuses (stories) through Baileys: posted with `sendMessage('status@broadcast', content,
 * { statusJidList, backgroundColor, font })`, deleted by a revoke on status@broadcast, viewed as
 * read receipts of a status, received as messages in status@broadcast.
 */
import { fileURLToPath } from 'node:url';
import { STATUS_CHAT } from '@chatgate/contracts';
import type { AnyMessageContent, MessageUserReceiptUpdate } from '@whiskeysockets/baileys';
import { toNumber } from '@whiskeysockets/baileys';
import type { OutgoingMessage } from '../engine';
import type { EngineEvents } from '../engine-events';
import { jidOf, numberOfJid, ourIdOfWaId, phoneJidOf, waMessageIdOf } from './jids';
import type { BaileysMessage, FetchedFile } from './outgoing-content';
import { fetchOutgoingMedia } from './outgoing-media';

export type StatusMessage = Extract<OutgoingMessage, { kind: 'status' }>;

/** The jids a status is shown to (WhatsApp needs the list: a status goes to each of them). */
const statusJids = (recipients: string[]) => recipients.map(jidOf);

/** A media status given by URL is fetched and its type checked first, as /send/media's is. */
export async function statusFile(
  message: StatusMessage,
  fetchOptions?: RequestInit,
): Promise<{ fetched?: FetchedFile } | { refused: string }> {
  if (message.statusType === 'text') return {};
  const { id, to, media, statusType } = message;
  const fetched = await fetchOutgoingMedia(
    { id, to, kind: 'media', mediaType: statusType, media },
    fetchOptions,
  );
  if (!fetched) return {};
  return 'refused' in fetched ? fetched : { fetched };
}

/** The `sendMessage` arguments of a status, under our id's WhatsApp id as every send. */
export function statusMessageOf(message: StatusMessage, fetched?: FetchedFile): BaileysMessage {
  const options = { messageId: waMessageIdOf(message.id), statusJidList: statusJids(message.recipients) };
  if (message.statusType === 'text') {
    const { body, backgroundColor, font } = message;
    return { jid: STATUS_CHAT, content: { text: body }, options: { ...options, backgroundColor, font } };
  }
  // Baileys opens a plain string as a path, not a file:// URL (see outgoing-content's mediaPath).
  const file = fetched
    ? fetched.bytes
    : { url: message.media.startsWith('file:') ? fileURLToPath(message.media) : message.media };
  const mimeType = fetched?.mimeType ?? message.mimeType;
  const content = {
    [message.statusType]: file,
    ...(message.caption ? { caption: message.caption } : {}),
    ...(mimeType ? { mimetype: mimeType } : {}),
  } as AnyMessageContent;
  return { jid: STATUS_CHAT, content, options };
}

/** The revoke of a status the token posted, to the same recipients. */
export function statusRevokeOf(status: { id: string; recipients: string[] }): BaileysMessage {
  const key = { remoteJid: STATUS_CHAT, fromMe: true, id: waMessageIdOf(status.id) };
  return {
    jid: STATUS_CHAT,
    content: { delete: key },
    options: { statusJidList: statusJids(status.recipients) },
  };
}

/** A contact's read receipt of one of the token's statuses: who viewed which; null for anything else. */
export function statusViewOf(
  insid: string,
  { key, receipt }: MessageUserReceiptUpdate,
): EngineEvents['statusViewed'] | null {
  if (key.remoteJid !== STATUS_CHAT || !key.fromMe || !key.id) return null;
  const statusId = ourIdOfWaId(key.id);
  const read = toNumber(receipt.readTimestamp ?? 0) || toNumber(receipt.playedTimestamp ?? 0);
  if (!statusId || !read || !receipt.userJid) return null;
  const viewer = numberOfJid(phoneJidOf(receipt.userJid));
  return { insid, statusId, viewer, timestamp: new Date(read * 1000) };
}
