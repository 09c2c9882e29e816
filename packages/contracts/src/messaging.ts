import { z } from 'zod';

/** Texts of the customer-facing messaging API (DESIGN 4) and the screens that use it (spec 5, 8). */
export const MessagingMessages = {
  keyRequired: 'An API key is required: send it in the key header or as Authorization: Bearer <api key>.',
  invalidKey: 'Invalid API key.',
  wrongToken: 'This API key belongs to another token.',
  notActive: 'This token is not active. Activate it to send messages.',
  toRequired: 'The recipient number (to) is required',
  toDigits: 'The recipient number must contain digits only: country code and number, no + sign',
  toLength: 'The recipient number must be 8 to 15 digits long',
  bodyRequired: 'The message body is required',
  bodyTooLong: 'The message body must be at most 4096 characters',
  mediaRequired: 'media is required: an https URL or a base64 data URL',
  mediaInvalid: 'media must be an https URL or a base64 data URL',
  mediaTypeUnsupported: 'This media type is not supported',
  mediaTooLarge: 'The media file is larger than 16 MB',
  typeInvalid: 'type must be one of image, audio, video, document, archive',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  rateLimited: 'Too many requests for this API key. Retry after the time in Retry-After.',
  messageNotFound: 'Message not found',
  fillAll: 'Please fill in all required fields',
  checkError: 'Error checking number. Please try again.',
  registered: 'The number is registered on WhatsApp',
  invalidBase64: 'Invalid Base64 data',
  notRegistered: 'The number is not registered on WhatsApp',
} as const;

export const MAX_BODY_LENGTH = 4096;
export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;
export const MEDIA_TYPES = ['image', 'audio', 'video', 'document', 'archive'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const recipientField = z
  .string({ error: MessagingMessages.toRequired })
  .trim()
  .min(1, MessagingMessages.toRequired)
  .regex(/^\d+$/, MessagingMessages.toDigits)
  .min(8, MessagingMessages.toLength)
  .max(15, MessagingMessages.toLength);

const bodyField = z
  .string({ error: MessagingMessages.bodyRequired })
  .min(1, MessagingMessages.bodyRequired)
  .max(MAX_BODY_LENGTH, MessagingMessages.bodyTooLong);

/** Both payload styles of the home page: {to, body} and {phone, message, type: "text"}. */
function normalizeTextStyles(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const raw = input as Record<string, unknown>;
  return { ...raw, to: raw.to ?? raw.phone, body: raw.body ?? raw.message };
}

export const SendTextRequestSchema = z.preprocess(
  normalizeTextStyles,
  z.object({
    to: recipientField,
    body: bodyField,
    type: z.literal('text').optional(),
    /** Our id of a message to reply to. */
    quotedId: z.uuid().optional(),
  }),
);
export type SendTextRequest = z.infer<typeof SendTextRequestSchema>;

const mediaField = z
  .string({ error: MessagingMessages.mediaRequired })
  .min(1, MessagingMessages.mediaRequired)
  .refine(
    (v) => /^https:\/\/\S+$/i.test(v) || /^data:[\w.+-]+\/[\w.+-]+;base64,/i.test(v),
    MessagingMessages.mediaInvalid,
  );

/** {to, type, media, caption, fileName}; also the spec's {to, message, filePathURL} style. */
export const SendMediaRequestSchema = z.preprocess(
  (input) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    const raw = input as Record<string, unknown>;
    return {
      ...raw,
      media: raw.media ?? raw.filePathURL,
      caption: raw.caption ?? raw.message,
      type: raw.type ?? 'document',
    };
  },
  z.object({
    to: recipientField,
    type: z.enum(MEDIA_TYPES, { error: MessagingMessages.typeInvalid }),
    media: mediaField,
    caption: z.string().max(1024).optional(),
    fileName: z.string().trim().max(255).optional(),
    quotedId: z.uuid().optional(),
  }),
);
export type SendMediaRequest = z.infer<typeof SendMediaRequestSchema>;

export const SendLocationRequestSchema = z.object({
  to: recipientField,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  name: z.string().max(256).optional(),
  address: z.string().max(512).optional(),
});

export const SendContactRequestSchema = z.object({
  to: recipientField,
  contact: z.object({ name: z.string().trim().min(1).max(256), phone: recipientField }),
});

export const SendReactionRequestSchema = z.object({
  to: recipientField,
  messageId: z.uuid(),
  emoji: z.string().min(1).max(16),
});

export const SendAcceptedSchema = z.object({ id: z.string(), status: z.literal('queued') });
export type SendAccepted = z.infer<typeof SendAcceptedSchema>;

export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed', 'received'] as const;

export const MessageViewSchema = z.object({
  id: z.string(),
  insid: z.string(),
  direction: z.enum(['in', 'out']),
  /** The other party's number. */
  chatId: z.string(),
  type: z.string(),
  body: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

export const MessageHistoryQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const MessageHistoryResponseSchema = z.object({
  result: z.array(MessageViewSchema),
  nextCursor: z.string().nullable(),
});

/** POST check/checknumberstatus (spec 7.3) and the dashboard variant (spec 7.2). */
export const CheckNumberRequestSchema = z.object({
  insid: z.string().max(64).optional(),
  number: recipientField,
});
export const CheckNumberQuerySchema = z.object({
  insid: z.string().max(64).optional(),
  number: z.string().max(32).optional(),
});
export const CheckNumberResponseSchema = z.object({ result: z.boolean(), message: z.string() });
export type CheckNumberResponse = z.infer<typeof CheckNumberResponseSchema>;
