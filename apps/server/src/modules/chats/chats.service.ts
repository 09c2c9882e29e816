import { ChatMessages, type ChatView, isGroupId, type MessageView } from '@chatgate/contracts';
import type { Db, Queryable } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import { changeTime } from '../../engines/change-time';
import type { MessagingEngine } from '../../engines/engine';
import type { ChatReport } from '../../engines/engine-events';
import type { ChatChange, ChatLastRef } from '../../engines/operations/chats';
import { badRequest, notFound } from '../../http/app-error';
import { engineOperation, onLinkedPhone } from '../../http/engine-operation';
import { personIdOf } from '../contacts/contact-id';
import { learnContacts } from '../contacts/contacts.service';
import { appendEvents, type NewEvent } from '../events/events.service';
import type { WakeUps } from '../events/wake-ups';
import { toMessageView } from '../messages/message-view';
import { queueCursorOf, queuePositionOf } from '../messages/queue-cursor';
import { chatCursorOf, chatEventOf, chatPositionOf, toChatView } from './chat-view';
import * as q from './chats.queries';
import { newerPart } from './newer-settings';

export interface ChatDeps {
  db: Db;
  engine: MessagingEngine;
  wakeUps: WakeUps;
}

type ChatStore = Pick<ChatDeps, 'db' | 'wakeUps'>;

/** The token's chat, 404 for one it does not have (another token's, or one deleted). */
export async function tokenChat(db: Db, insid: string, chatId: string): Promise<q.ChatRow> {
  const chat = await q.findChat(db, insid, chatId);
  if (!chat || chat.deletedAt) throw notFound(ChatMessages.chatNotFound);
  return chat;
}

/** What a change sets on the chat row. */
function patchOf(change: ChatChange): q.ChatPatch {
  switch (change.action) {
    case 'archive':
    case 'unarchive':
      return { archived: change.action === 'archive' };
    case 'pin':
    case 'unpin':
      return { pinned: change.action === 'pin' };
    case 'mute':
      return { muted: true, mutedUntil: change.until };
    case 'unmute':
      return { muted: false, mutedUntil: null };
    case 'delete':
      return { deleted: true };
  }
}

/** What a report of the phone sets on the chat row. */
function patchOfReport(report: ChatReport): q.ChatPatch {
  const { name, archived, pinned, muted, unreadCount, deleted } = report;
  return {
    ...(name !== undefined && { name }),
    ...(archived !== undefined && { archived }),
    ...(pinned !== undefined && { pinned }),
    ...(muted === false && { muted: false, mutedUntil: null }),
    ...(muted && { muted: true, mutedUntil: muted.until }),
    ...(unreadCount !== undefined && { unreadCount }),
    ...(deleted && { deleted }),
  };
}

/**
 * Writes a row and, when one was written, its event, in one transaction with the token's events
 * locked first (see lockTokenEvents); wakes the event's readers once committed.
 */
async function writtenWithEvent<Row>(
  { db, wakeUps }: ChatStore,
  insid: string,
  write: (tx: Queryable) => Promise<Row | undefined>,
  eventOf: (row: Row) => Omit<Extract<NewEvent, { type: 'chat.updated' | 'message.sent_on_phone' }>, 'insid'>,
): Promise<Row | undefined> {
  const row = await db.transaction(async (tx) => {
    await q.lockTokenEvents(tx, insid);
    const written = await write(tx);
    if (written) await appendEvents(tx, [{ insid, ...eventOf(written) } as NewEvent]);
    return written;
  });
  if (row) wakeUps.eventsCommitted();
  return row;
}

/**
 * Stores a change of the chat made at `at` with its chat.updated event, when it changes anything;
 * a setting changed since `at` is newer and stays as it is (see newerPart).
 */
const stored = (deps: ChatStore, insid: string, chatId: string, patch: q.ChatPatch, at: Date) =>
  writtenWithEvent(
    deps,
    insid,
    async (tx) => {
      const times = await q.lockedSettingTimes(tx, insid, chatId);
      if (!times) return undefined;
      const newer = newerPart(patch, times, at);
      return q.patchChat(tx, insid, chatId, newer.patch, newer.changed);
    },
    (row) => ({ type: 'chat.updated', data: chatEventOf(row) }),
  );

/** The chat's newest message, as the engine wants it beside an archive or a delete. */
async function lastRefOf(db: Db, chat: q.ChatRow): Promise<ChatLastRef | null> {
  const last = await q.newestMessage(db, chat.instanceId, chat.chatId, chat.clearedSeq);
  if (!last) return null;
  const engineRef = last.payload?.engineRef as Record<string, unknown> | undefined;
  return { id: last.id, direction: last.direction, engineRef: engineRef ?? null, timestamp: last.createdAt };
}

/** A page of GET /chats: newest activity first, from after the cursor's chat. */
export async function listChatsPage(
  db: Db,
  insid: string,
  query: { cursor?: string; limit: number; archived?: boolean },
): Promise<{ result: ChatView[]; nextCursor: string | null }> {
  const after = chatPositionOf(query.cursor);
  const page = await keysetPage(
    (n) => q.listChats(db, insid, after, query.archived, n),
    query.limit,
    chatCursorOf,
  );
  const now = Date.now();
  return { result: page.rows.map((row) => toChatView(row, now)), nextCursor: page.nextCursor };
}

/** GET /chats/{chatId}: the token's chat as the list shows it, or 404. */
export async function chatView(db: Db, insid: string, chatId: string): Promise<ChatView> {
  return toChatView(await tokenChat(db, insid, chatId));
}

/**
 * The names GET /chats shows for these of the token's chats (a group's subject, a person's
 * contact name), by chat id; chats without a name, or that the token does not have, are left out.
 */
export async function chatNamesOf(db: Db, insid: string, chatIds: string[]): Promise<Map<string, string>> {
  const rows = await q.chatNames(db, insid, [...new Set(chatIds)]);
  return new Map(rows.flatMap((r) => (r.name ? [[r.chatId, r.name] as const] : [])));
}

/** A page of GET /chats/{chatId}/messages: newest first, from before the cursor's message. */
export async function chatMessagesPage(
  db: Db,
  insid: string,
  chatId: string,
  query: { cursor?: string; limit: number },
): Promise<{ result: MessageView[]; nextCursor: string | null }> {
  const chat = await tokenChat(db, insid, chatId);
  const before = queuePositionOf(query.cursor);
  const page = await keysetPage((n) => q.chatMessages(db, chat, before, n), query.limit, queueCursorOf);
  return { result: page.rows.map(toMessageView), nextCursor: page.nextCursor };
}

/**
 * Archives, pins, mutes or deletes the token's chat on its linked phone, then records it with a
 * chat.updated event (none when it was so already). 501 when the engine cannot, 404 for a chat
 * the token does not have, 409 when no phone is linked, 400 for a mute ending in the past.
 */
export async function modifyChat(
  deps: ChatDeps,
  insid: string,
  chatId: string,
  change: ChatChange,
): Promise<ChatView> {
  const modify = engineOperation(deps.engine, 'chat.modify');
  const chat = await tokenChat(deps.db, insid, chatId);
  if (change.action === 'mute' && change.until && change.until.getTime() <= Date.now())
    throw badRequest(ChatMessages.untilPast);
  const last = await lastRefOf(deps.db, chat);
  // Taken before the phone is asked, so the echo of the change before this one is older (decision 0041).
  const askedAt = changeTime();
  await onLinkedPhone(() => modify(insid, chatId, change, last));
  const row =
    (await stored(deps, insid, chatId, patchOf(change), askedAt)) ??
    (await q.findChat(deps.db, insid, chatId));
  return toChatView(row ?? chat);
}

/**
 * A group's subject as the engine reported it: a new group (`created`) becomes a chat named by it,
 * with a chat.updated event; a changed subject renames the group's chat, when the token has it.
 */
export async function recordGroupSubject(
  deps: ChatStore,
  insid: string,
  groupId: string,
  subject: string,
  created: boolean,
): Promise<void> {
  const made = await writtenWithEvent(
    deps,
    insid,
    async (tx) =>
      created && (await q.makeGroupChat(tx, insid, groupId, subject))
        ? q.findChat(tx, insid, groupId)
        : undefined,
    (row) => ({ type: 'chat.updated', data: chatEventOf(row) }),
  );
  if (!made) await stored(deps, insid, groupId, { name: subject }, changeTime());
}

/**
 * A message the linked phone typed itself, stored once as one of the token's sent messages with
 * its message.sent_on_phone event (Green-API's outgoingMessageReceived; decision 0035).
 */
const storePhoneMessage = (
  deps: ChatStore,
  insid: string,
  chatId: string,
  written: Parameters<typeof q.storePhoneMessage>[3],
) =>
  writtenWithEvent(
    deps,
    insid,
    (tx) => q.storePhoneMessage(tx, insid, chatId, written),
    (row) => ({ type: 'message.sent_on_phone', data: toMessageView(row) }),
  );

/**
 * What the linked phone reported of the token's chats (the engine's `chats` event): a message it
 * wrote itself is stored as one of the token's sent messages and becomes the chat's last one, and
 * each change is stored with a chat.updated event, unless the setting changed after the report
 * was heard (a late echo of an older change: decision 0041).
 */
export async function recordChatReports(
  deps: ChatStore,
  insid: string,
  reports: ChatReport[],
): Promise<void> {
  for (const report of reports) {
    // A person's chat is named by their contact (read at read time): the phone's name for it is its saved name.
    const person = report.name && !isGroupId(report.id) ? personIdOf(report.id) : null;
    if (person) await learnContacts(deps.db, insid, [{ ...person, savedName: report.name }]);
    if (report.lastMessage) {
      const { id, type, preview, timestamp } = report.lastMessage;
      await storePhoneMessage(deps, insid, report.id, { id, type, preview, timestamp });
      await q.phoneWrote(deps.db, insid, report.id, isGroupId(report.id), { id, type, preview, timestamp });
    }
    await stored(deps, insid, report.id, patchOfReport(report), report.changedAt);
  }
}
