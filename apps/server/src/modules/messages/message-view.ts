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
  | 'editedAt'
  | 'revokedAt'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * How the API shows a message row. The same view is built in SQL for events (`messageViewJson`):
 * change both together.
 */
export function toMessageView(row: MessageViewFields): MessageView {
  const sentMedia =
    row.direction === 'out' &&
    (row.payload?.kind === 'media' ||
      row.payload?.kind === 'sticker' ||
      (row.payload?.kind === 'status' && typeof row.payload.media === 'string'));
  const revoked = row.revokedAt !== null;
  return {
    id: row.id,
    insid: row.instanceId,
    direction: row.direction,
    chatId: row.remote,
    author: payloadText(row.payload, 'author'),
    senderLid: payloadText(row.payload, 'senderLid'),
    ...writerOf(row),
    quotedId: quotedIdOf(row),
    type: row.type,
    // A sent file's row body describes it ("[image] Our logo"); the caption is its text.
    // Deleted for everyone: its text and file are gone.
    body: revoked ? '' : sentMedia ? (payloadText(row.payload, 'caption') ?? '') : row.body,
    media: revoked
      ? null
      : sentMedia
        ? sentMediaOf(row.payload ?? {})
        : mediaOf(row.type, row.payload?.file as StoredFile),
    ...receivedMediaError(row),
    status: row.status,
    error: row.error,
    editedAt: row.editedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    forwarded: row.payload?.forwarded === true,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const GROUP_CHAT = /@g\.us$/;
const LID_CHAT = /@lid$/;

/**
 * Who wrote a received message: their number (the chat's, or in a group the author's) and LID,
 * each null when unknown; a LID chat's id is never given as a number. Null for sent messages.
 */
function writerOf(row: MessageViewFields) {
  const lid = payloadText(row.payload, 'senderLid');
  if (row.direction !== 'in') return { from: null, fromLid: null, authorLid: null };
  if (GROUP_CHAT.test(row.remote))
    return { from: payloadText(row.payload, 'author'), fromLid: lid, authorLid: lid };
  const chatLid = LID_CHAT.test(row.remote) ? row.remote : null;
  return { from: chatLid ? null : row.remote, fromLid: lid ?? chatLid, authorLid: null };
}

/** Why a received message's file was not kept, when it was not (left out otherwise). */
function receivedMediaError(row: MessageViewFields): { mediaError?: string } {
  const reason =
    row.direction === 'in' && row.revokedAt === null ? payloadText(row.payload, 'mediaError') : null;
  return reason ? { mediaError: reason } : {};
}

/** Our id of the message a message replies to, or (a reaction) reacts to. */
function quotedIdOf(row: MessageViewFields): string | null {
  const reacted = row.direction === 'out' && row.type === 'reaction' ? 'messageId' : 'quotedId';
  return payloadText(row.payload, reacted) ?? payloadText(row.payload, 'quotedId');
}

/** How a received file is kept in a message's payload: the media store's ref and its public view. */
export interface StoredFile extends Omit<MessageMedia, 'type' | 'url' | 'mimeType' | 'size'> {
  ref: string;
  url: string;
  mimeType: string;
  size: number;
}

function mediaOf(type: string, file: StoredFile | undefined): MessageMedia | null {
  if (!file) return null;
  const { ref: _, ...media } = file;
  return { type, ...media };
}

/**
 * A file we sent, from the queued payload: its URL when given by one (inline files have none),
 * and its type and size when known (given inline; a URL's file is only fetched when sent).
 */
function sentMediaOf(payload: Record<string, unknown>): MessageMedia {
  const media = payloadText(payload, 'media');
  return {
    type:
      payloadText(payload, 'mediaType') ??
      payloadText(payload, 'statusType') ??
      (payload.kind === 'sticker' ? 'sticker' : 'document'),
    url: media?.startsWith('https:') ? media : null,
    mimeType: payloadText(payload, 'mimeType'),
    size: typeof payload.size === 'number' ? payload.size : null,
    fileName: payloadText(payload, 'fileName'),
  };
}

function payloadText(payload: MessageViewFields['payload'], field: string): string | null {
  const value = payload?.[field];
  return typeof value === 'string' ? value : null;
}

/**
 * `toMessageView` in SQL, for the events written in the same statement as their rows; `m` names
 * a relation with the messages columns.
 */
export const messageViewJson = (m: string) => {
  const sentMedia = `${m}.direction = 'out' and (${m}.payload->>'kind' in ('media', 'sticker')
    or (${m}.payload->>'kind' = 'status' and ${m}.payload ? 'media'))`;
  const reacted = `case when ${m}.direction = 'out' and ${m}.type = 'reaction' then ${m}.payload->>'messageId' end`;
  return `jsonb_build_object('id', ${m}.id, 'insid', ${m}.instance_id, 'direction', ${m}.direction,
    'chatId', ${m}.remote, 'author', ${m}.payload->>'author',
    'senderLid', ${m}.payload->>'senderLid',
    'from', case when ${m}.direction <> 'in' then null when ${m}.remote like '%@g.us' then ${m}.payload->>'author'
      when ${m}.remote like '%@lid' then null else ${m}.remote end,
    'fromLid', case when ${m}.direction <> 'in' then null else coalesce(${m}.payload->>'senderLid',
      case when ${m}.remote like '%@lid' then ${m}.remote end) end,
    'authorLid', case when ${m}.direction = 'in' and ${m}.remote like '%@g.us' then ${m}.payload->>'senderLid' end,
    'quotedId', coalesce(${reacted}, ${m}.payload->>'quotedId'), 'type', ${m}.type,
    'body', case when ${m}.revoked_at is not null then ''
      when ${sentMedia} then coalesce(${m}.payload->>'caption', '') else ${m}.body end,
    'media', case when ${m}.revoked_at is not null then null when ${sentMedia} then jsonb_build_object(
        'type', coalesce(${m}.payload->>'mediaType', ${m}.payload->>'statusType',
          case when ${m}.payload->>'kind' = 'sticker' then 'sticker' else 'document' end),
        'url', case when ${m}.payload->>'media' like 'https:%' then ${m}.payload->>'media' end,
        'mimeType', ${m}.payload->>'mimeType', 'size', ${m}.payload->'size',
        'fileName', ${m}.payload->>'fileName')
      else jsonb_build_object('type', ${m}.type) || ((${m}.payload->'file') - 'ref') end,
    'status', ${m}.status, 'error', ${m}.error,
    'editedAt', ${isoTime(`${m}.edited_at`)}, 'revokedAt', ${isoTime(`${m}.revoked_at`)},
    'forwarded', coalesce(${m}.payload->'forwarded' = 'true'::jsonb, false),
    'createdAt', ${isoTime(`${m}.created_at`)}, 'updatedAt', ${isoTime(`${m}.updated_at`)})
    || case when ${m}.direction = 'in' and ${m}.revoked_at is null and ${m}.payload ? 'mediaError'
         then jsonb_build_object('mediaError', ${m}.payload->>'mediaError') else '{}'::jsonb end`;
};

/** Date.toISOString() of a timestamptz (milliseconds, truncated as JS truncates). */
const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
