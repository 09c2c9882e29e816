import { z } from 'zod';
import { MessageHistoryQuerySchema, MessageHistoryResponseSchema } from './message-views';
import { ChatParamsSchema } from './read-receipts';

/** Texts of the chats calls (GET /chats, /chats/{chatId}/…). */
export const ChatMessages = {
  chatNotFound: 'Chat not found: the token has no chat with this number or group (or it was deleted)',
  cursorInvalid: 'The cursor must be the nextCursor of the previous page',
  untilInvalid: 'until must be a date and time in ISO 8601 form, like 2026-12-31T18:00:00Z',
  untilPast: 'until must be in the future (leave it out to mute for ever)',
  archivedInvalid: 'archived must be true or false',
} as const;

/** `/chats/{chatId}/…`: the person's number (also as …@c.us) or the group id. */
export const ChatIdParamsSchema = ChatParamsSchema;

/** What a chat's newest message was. */
export const ChatLastMessageSchema = z.object({
  /** Our id of the message (one written on the linked phone itself is not in GET /messages). */
  id: z.string().nullable(),
  direction: z.enum(['in', 'out']),
  type: z.string(),
  /** The start of its text (200 characters); a file's caption or its description, like "[image]". */
  preview: z.string(),
  timestamp: z.string(),
});

export const ChatViewSchema = z.object({
  /** The person's number or the group id: the `chatId` of its messages. */
  id: z.string(),
  /** A person's chat: the contact's saved name, else push name, else null; a group's: its subject. */
  name: z.string().nullable(),
  isGroup: z.boolean(),
  lastMessage: ChatLastMessageSchema.nullable(),
  /** Received messages not marked read yet (POST /chats/{chatId}/read). */
  unreadCount: z.number().int(),
  archived: z.boolean(),
  pinned: z.boolean(),
  /** Notifications are muted now. */
  muted: z.boolean(),
  /** Muted until then; null while muted means for ever (and null when not muted). */
  mutedUntil: z.string().nullable(),
  /** The newest activity in the chat: the list's order. */
  updatedAt: z.string(),
});
export type ChatView = z.infer<typeof ChatViewSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: ChatMessages.archivedInvalid })
  .transform((v) => v === 'true');

/** GET /chats: newest activity first. */
export const ChatListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}:[^\s:]{1,64}$/, ChatMessages.cursorInvalid)
    .optional()
    .meta({ description: 'The nextCursor of the previous page; the first page without it' }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  archived: booleanQuery.optional().meta({
    description: 'true: only archived chats; false: only the others; left out: every chat',
  }),
});

export const ChatListResponseSchema = z.object({
  result: z.array(ChatViewSchema),
  nextCursor: z.string().nullable(),
});

/** GET /chats/{chatId}/messages: the chat's messages, both directions, newest first, paged as the history. */
export const ChatMessagesQuerySchema = MessageHistoryQuerySchema;
export const ChatMessagesResponseSchema = MessageHistoryResponseSchema;

/** POST /chats/{chatId}/mute: until when; without `until`, for ever. */
export const MuteChatRequestSchema = z.object({
  until: z.iso
    .datetime({ offset: true, error: ChatMessages.untilInvalid })
    .optional()
    .meta({ description: 'When the mute ends (ISO 8601); left out: muted for ever' }),
});
export type MuteChatRequest = z.infer<typeof MuteChatRequestSchema>;

/** The chat.updated event: the chat as it is now; `deleted` when it was deleted. */
export const ChatUpdatedEventSchema = ChatViewSchema.extend({ deleted: z.boolean() }).meta({
  id: 'ChatUpdatedData',
});
export type ChatUpdatedEvent = z.infer<typeof ChatUpdatedEventSchema>;
