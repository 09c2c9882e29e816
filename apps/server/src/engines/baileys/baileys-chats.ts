/** Chats through Baileys 7: `chatModify` for the token's changes, `chats.*` events for the phone's. */
import {
  type ChatModification,
  type ChatUpdate,
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  type MinimalMessage,
  normalizeMessageContent,
  toNumber,
  type WAMessage,
} from '@whiskeysockets/baileys';
import { changeTime } from '../change-time';
import type { ChatReport, EngineEvents, UnstampedChatReport } from '../engine-events';
import type { ChatChange, ChatLastRef } from '../operations/chats';
import type { BaileysSocket } from './baileys-socket';
import { describeContent } from './incoming-message';
import { jidOf, numberOfJid, ourIdOfWaId, phoneJidOf, receivedIdOf, waMessageIdOf } from './jids';
import { receivedKeyOf } from './message-store';

/** WhatsApp's "muted for ever": a mute whose end is -1. */
const MUTED_FOR_EVER = -1;

/** The chat's last message as WhatsApp's message range wants it (a key and a time in seconds). */
function lastMessagesOf(chatJid: string, last: ChatLastRef | null): MinimalMessage[] {
  if (!last) return [];
  const key =
    last.direction === 'in'
      ? receivedKeyOf(last.engineRef)
      : { remoteJid: chatJid, id: waMessageIdOf(last.id), fromMe: true };
  return key ? [{ key, messageTimestamp: Math.floor(last.timestamp.getTime() / 1000) }] : [];
}

/** The `chatModify` modification of a change. */
export function chatModificationOf(
  change: ChatChange,
  chatJid: string,
  last: ChatLastRef | null,
): ChatModification {
  switch (change.action) {
    case 'archive':
    case 'unarchive':
      return { archive: change.action === 'archive', lastMessages: lastMessagesOf(chatJid, last) };
    case 'pin':
    case 'unpin':
      return { pin: change.action === 'pin' };
    case 'mute':
      return { mute: change.until ? change.until.getTime() : MUTED_FOR_EVER };
    case 'unmute':
      return { mute: null };
    case 'delete':
      return { delete: true, lastMessages: lastMessagesOf(chatJid, last) };
  }
}

/** Our id of a chat's jid (a number or a group id); null for a LID without its number, a channel or a broadcast. */
function chatIdOf(jid: string | null | undefined, alt?: string | null): string | null {
  if (!jid || isJidNewsletter(jid) || isJidBroadcast(jid)) return null;
  if (isJidGroup(jid)) return jid;
  const phoneJid = phoneJidOf(jid, alt);
  return phoneJid.endsWith('@lid') ? null : numberOfJid(phoneJid);
}

/** A mute's end as Baileys reports it (ms; -1 or 0 without an end). */
function muteOf(muteEndTime: ChatUpdate['muteEndTime']): ChatReport['muted'] {
  const end = muteEndTime == null ? 0 : toNumber(muteEndTime);
  if (!end) return false;
  return { until: end === MUTED_FOR_EVER || end < 0 ? null : new Date(end) };
}

/**
 * What a `chats.upsert` or `chats.update` entry says. Baileys' positive unread counts are
 * increments of its own store (we count arrivals ourselves): only 0, read on the phone, is kept.
 */
export function chatReportOf(update: ChatUpdate): UnstampedChatReport | null {
  const id = chatIdOf(update.id, update.pnJid);
  if (!id) return null;
  const report: UnstampedChatReport = { id };
  if (update.name) report.name = update.name;
  if (update.archived != null) report.archived = update.archived;
  if ('pinned' in update) report.pinned = Boolean(update.pinned);
  if ('muteEndTime' in update) report.muted = muteOf(update.muteEndTime);
  if (update.unreadCount === 0) report.unreadCount = 0;
  return Object.keys(report).length > 1 ? report : null;
}

/** A message the linked phone itself wrote (fromMe, not sent by us): the chat's last one, read. */
export function phoneWrittenReport(insid: string, msg: WAMessage): UnstampedChatReport | null {
  const { key } = msg;
  if (!key.fromMe || !key.id || ourIdOfWaId(key.id)) return null;
  const id = chatIdOf(key.remoteJid, key.remoteJidAlt);
  const described = describeContent(normalizeMessageContent(msg.message));
  if (!id || !described) return null;
  const timestamp = new Date(msg.messageTimestamp ? toNumber(msg.messageTimestamp) * 1000 : Date.now());
  const lastMessage = {
    id: receivedIdOf(insid, { ...key, id: key.id }),
    direction: 'out' as const,
    type: described.type,
  };
  return { id, unreadCount: 0, lastMessage: { ...lastMessage, preview: described.body, timestamp } };
}

/**
 * Turns the socket's chat events into the engine's `chats` events, each report stamped with when
 * it was heard (Baileys' own changes are echoed at once, inside chatModify; only a pin carries
 * WhatsApp's time, and the phone's clock is not ours: decision 0041).
 */
export function chatEventsOf(
  insid: string,
  socket: BaileysSocket,
  emit: (event: EngineEvents['chats']) => void,
): void {
  const reported = (chats: UnstampedChatReport[]) => {
    if (chats.length > 0)
      emit({ insid, chats: chats.map((c): ChatReport => ({ ...c, changedAt: changeTime() })) });
  };
  const fromUpdates = (updates: ChatUpdate[]) =>
    reported(updates.flatMap((update) => chatReportOf(update) ?? []));
  socket.ev.on('chats.upsert', fromUpdates);
  socket.ev.on('chats.update', fromUpdates);
  socket.ev.on('chats.delete', (ids) =>
    reported(
      ids.flatMap((jid) => (chatIdOf(jid) ? [{ id: chatIdOf(jid) as string, deleted: true as const }] : [])),
    ),
  );
  socket.ev.on('messages.upsert', ({ messages, type }) => {
    if (type === 'notify') reported(messages.flatMap((m) => phoneWrittenReport(insid, m) ?? []));
  });
}

/** Asks the phone for the change (`chatModify` on the chat's jid). */
export async function modifyChatOn(
  socket: BaileysSocket,
  chatId: string,
  change: ChatChange,
  last: ChatLastRef | null,
): Promise<void> {
  const jid = jidOf(chatId);
  await socket.chatModify(chatModificationOf(change, jid, last), jid);
}
