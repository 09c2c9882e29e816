import { z } from 'zod';
import { EXAMPLE_MESSAGE_ID } from '../examples';
import { EXAMPLE_GREEN_API_CHAT_ID } from './common';

/** Green-API's chat id: `<number>@c.us` for a person, `<id>@g.us` for a group. */
const chatId = z
  .string({ error: 'chatId is required' })
  .trim()
  .min(1, 'chatId is required')
  .max(100, 'chatId must be at most 100 characters')
  .meta({ examples: [EXAMPLE_GREEN_API_CHAT_ID] });

/** Green-API's names of what a message is (its `typeMessage`). */
export const GREEN_API_MESSAGE_TYPES = [
  'textMessage',
  'extendedTextMessage',
  'quotedMessage',
  'imageMessage',
  'videoMessage',
  'documentMessage',
  'audioMessage',
  'stickerMessage',
  'locationMessage',
  'contactMessage',
  'pollMessage',
  'reactionMessage',
] as const;

/** Green-API's status of a sent message; ours `queued` is its `pending`. */
export const GREEN_API_MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;

export const GreenApiLocationSchema = z.object({
  nameLocation: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  jpegThumbnail: z.string(),
});

export const GreenApiContactSchema = z.object({ displayName: z.string(), vcard: z.string() });

export const GreenApiPollSchema = z.object({
  name: z.string(),
  options: z.array(z.object({ optionName: z.string() })),
  multipleAnswers: z.boolean(),
});

/**
 * A message as getMessage, getChatHistory and lastIncoming/OutgoingMessages show it: `idMessage`
 * is our message id, `timestamp` Unix seconds; the fields of its type are present, the others left out.
 */
export const GreenApiMessageSchema = z.object({
  type: z.enum(['incoming', 'outgoing']),
  idMessage: z.string(),
  timestamp: z.number().int(),
  typeMessage: z.string(),
  chatId: z.string(),
  senderId: z.string().optional(),
  senderName: z.string().optional(),
  senderContactName: z.string().optional(),
  textMessage: z.string().optional(),
  caption: z.string().optional(),
  downloadUrl: z.string().optional(),
  fileName: z.string().optional(),
  mimeType: z.string().optional(),
  location: GreenApiLocationSchema.optional(),
  contact: GreenApiContactSchema.optional(),
  pollMessageData: GreenApiPollSchema.optional(),
  quotedMessage: z.object({ stanzaId: z.string() }).optional(),
  statusMessage: z.enum(GREEN_API_MESSAGE_STATUSES).optional(),
  sendByApi: z.boolean().optional(),
  isForwarded: z.boolean(),
  isEdited: z.boolean(),
  isDeleted: z.boolean(),
});
export type GreenApiMessage = z.infer<typeof GreenApiMessageSchema>;

export const GreenApiMessageListSchema = z.array(GreenApiMessageSchema);

export const GreenApiGetMessageRequestSchema = z.object({
  chatId,
  idMessage: z
    .string({ error: 'idMessage is required' })
    .min(1, 'idMessage is required')
    .max(64, 'idMessage must be at most 64 characters')
    .meta({ examples: [EXAMPLE_MESSAGE_ID] }),
});

/** getChatHistory: the chat's newest `count` messages (100 without it), newest first. */
export const GreenApiChatHistoryRequestSchema = z.object({
  chatId,
  count: z.number().int().min(1).max(1000).default(100),
});

/** lastIncomingMessages / lastOutgoingMessages: the messages of the last `minutes` (1440 without it). */
export const GreenApiLastMessagesQuerySchema = z.object({
  minutes: z.coerce.number().int().min(1).max(10_080).default(1440),
});
