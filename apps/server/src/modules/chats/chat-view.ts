import type { ChatUpdatedEvent, ChatView } from '@chatgate/contracts';
import type { ChatPosition, ChatRow } from './chats.queries';

/** Whether a mute is in force at `now`: for ever (no end), or until a time still to come. */
const mutedNow = (row: Pick<ChatRow, 'muted' | 'mutedUntil'>, now: number) =>
  row.muted && (row.mutedUntil === null || row.mutedUntil.getTime() > now);

/** A chat as the API shows it. */
export function toChatView(row: ChatRow, now = Date.now()): ChatView {
  const muted = mutedNow(row, now);
  return {
    id: row.chatId,
    name: row.name,
    isGroup: row.isGroup,
    lastMessage:
      row.lastAt && row.lastDirection
        ? {
            id: row.lastMessageId,
            direction: row.lastDirection,
            type: row.lastType ?? 'text',
            preview: row.lastPreview ?? '',
            timestamp: row.lastAt.toISOString(),
          }
        : null,
    unreadCount: row.unreadCount,
    archived: row.archived,
    pinned: row.pinned,
    muted,
    mutedUntil: muted ? (row.mutedUntil?.toISOString() ?? null) : null,
    updatedAt: row.activityAt.toISOString(),
  };
}

/** The chat.updated event's data. */
export const chatEventOf = (row: ChatRow): ChatUpdatedEvent => ({
  ...toChatView(row),
  deleted: row.deletedAt !== null,
});

/** The cursor of the page after `row`: its activity time (ms) and id. */
export const chatCursorOf = (row: ChatRow): string => `${row.activityAt.getTime()}:${row.chatId}`;

/** The position a cursor names (checked by the query schema). */
export function chatPositionOf(cursor: string | undefined): ChatPosition | null {
  if (cursor === undefined) return null;
  const at = cursor.indexOf(':');
  return { activityAt: new Date(Number(cursor.slice(0, at))), chatId: cursor.slice(at + 1) };
}
