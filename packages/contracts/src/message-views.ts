import { z } from 'zod';
import { EXAMPLE_MESSAGE_ID } from './examples';
import { MessagingMessages } from './messaging';
import { PollTallySchema } from './polls';

/** How the messaging API shows a message: by id, in the history and in the send queue. */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'received'] as const;

/**
 * The `error` of a message handed to WhatsApp that WhatsApp did not acknowledge in time
 * (SEND_ACK_TIMEOUT_MS). Its status is `failed`; a late acknowledgement or receipt still moves it
 * on to `sent`, `delivered` or `read`.
 */
export const NOT_ACKNOWLEDGED = 'not acknowledged';

/**
 * The file a message carries. Received: kept by us, download it from `url` with the token's API
 * key. Sent: `url` is the https URL it was given by (null when sent inline), `mimeType` and
 * `size` are known for a file sent inline (null for one given by URL, fetched only when sent).
 */
export const MessageMediaSchema = z.object({
  /** image, audio, video, document or archive; received: also voice and sticker. */
  type: z.string(),
  url: z.string().nullable(),
  mimeType: z.string().nullable(),
  size: z.number().int().nullable(),
  fileName: z.string().nullish(),
});
export type MessageMedia = z.infer<typeof MessageMediaSchema>;

/**
 * `/messages/{id}` and its sub-paths. Any id that is not one of the token's messages, a malformed
 * one included, is 404 "Message not found" (checked by the server), not a 400.
 */
export const MessageIdParamsSchema = z.object({
  id: z
    .string()
    .max(64)
    .meta({
      description: 'The message id the send call returned (a UUID)',
      examples: [EXAMPLE_MESSAGE_ID],
    }),
});

export const MessageViewSchema = z.object({
  id: z.string(),
  insid: z.string(),
  direction: z.enum(['in', 'out']),
  /** The other party: a number, a group id or a channel id. */
  chatId: z.string(),
  /** In a group, the number of the member who wrote a received message. */
  author: z.string().nullable(),
  /**
   * The LID (`<digits>@lid`) of whoever wrote a received message, when WhatsApp gave one: its
   * privacy id for people, shown beside their number (in `chatId` or `author`).
   */
  senderLid: z.string().nullable(),
  /**
   * Who wrote a received message, by phone number: the chat's number, or in a group the
   * author's; null when WhatsApp named them only by LID (see `fromLid`), and for sent messages.
   */
  from: z.string().nullable().optional(),
  /** The LID of whoever wrote a received message, when known (the same as `senderLid`). */
  fromLid: z.string().nullable().optional(),
  /** In a group, the LID of the member who wrote a received message, when known. */
  authorLid: z.string().nullable().optional(),
  /**
   * Our id of the message this one replies to (quotes) or, for a reaction, reacts to; null
   * otherwise. For a received message it is derived from WhatsApp's id of the quoted message,
   * so it can name a message the token does not have (one older than its link): 404 then.
   */
  quotedId: z.string().nullable(),
  type: z.string(),
  /** The text; for a file, its caption ("" without one). */
  body: z.string(),
  media: MessageMediaSchema.nullable(),
  /**
   * Why a received message's file could not be kept (its link expired or it did not decrypt,
   * also after the sender's phone uploaded it again; too large); `media` is then null. Left out
   * otherwise.
   */
  mediaError: z.string().optional(),
  /** A poll (type "poll"): its options and the votes they have now; left out for other types. */
  poll: PollTallySchema.optional(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  /** When the text was last edited (by the token, or for a received message by its sender); null if never. */
  editedAt: z.string().nullable(),
  /** When it was deleted for everyone; its body and media are then gone. */
  revokedAt: z.string().nullable(),
  /** Sent as a forward of another message (POST /messages/{id}/forward). */
  forwarded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

export const MessageHistoryQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, MessagingMessages.cursorInvalid)
    .optional()
    .meta({ description: 'The nextCursor of the previous page; the first page without it' }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const MessageHistoryResponseSchema = z.object({
  result: z.array(MessageViewSchema),
  nextCursor: z.string().nullable(),
});

/** GET /queue: what the token has still to send, in sending order. */
export const QueueQuerySchema = MessageHistoryQuerySchema;

export const QueueResponseSchema = z.object({
  /** How many messages are queued in all. */
  count: z.number(),
  result: z.array(MessageViewSchema),
  nextCursor: z.string().nullable(),
});

/** DELETE /queue: how many queued messages it cancelled. */
export const QueueCancelledSchema = z.object({ cancelled: z.number() });

/** GET /queue/unacknowledged: how many of the newest such sends to show. */
export const UnacknowledgedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A send WhatsApp did not acknowledge in time, with when it was handed to WhatsApp. */
export const UnacknowledgedMessageSchema = MessageViewSchema.extend({
  /** When the engine took the message; WhatsApp's acknowledgement was awaited from then on. */
  handedOverAt: z.string(),
});
export type UnacknowledgedMessage = z.infer<typeof UnacknowledgedMessageSchema>;

export const UnacknowledgedResponseSchema = z.object({
  /** How many of the token's sends are failed as not acknowledged in all. */
  count: z.number(),
  /** The newest first (by hand-over time). */
  result: z.array(UnacknowledgedMessageSchema),
});
