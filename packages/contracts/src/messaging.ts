import { z } from 'zod';
import {
  EXAMPLE_CHANNEL_ID,
  EXAMPLE_GROUP_ID,
  EXAMPLE_LID,
  isChannelId,
  isGroupId,
  isLidId,
  numberOfPersonId,
} from './chat-ids';

/** Texts of the customer-facing messaging API (DESIGN 4) and the screens that use it (spec 5, 8). */
export const MessagingMessages = {
  keyRequired: 'An API key is required: send it in the key header or as Authorization: Bearer <api key>.',
  invalidKey: 'Invalid API key.',
  cursorPastEnd:
    "The cursor (after) is past this token's last event: start again from 0 or from the last seq you stored.",
  wrongToken: 'This API key belongs to another token.',
  notActive: 'This token is not active. Activate it to send messages.',
  toRequired: 'The recipient number (to) is required',
  toNotText: 'The recipient number (to) must be a string, like "919812345678"',
  toDigits: 'The recipient number must contain digits only: country code and number, no + sign',
  toLength: 'The recipient number must be 8 to 15 digits long',
  chatIdInvalid: `The recipient must be a number (digits only, or as a chat id like 919812345678@c.us), a group id like ${EXAMPLE_GROUP_ID}, a channel id like ${EXAMPLE_CHANNEL_ID} or a person’s LID like ${EXAMPLE_LID}`,
  recipientConflict:
    'The recipient is given twice with different values (to, chatId, phone): give it once, or the same in each',
  numberRequired: 'The number to check (number) is required',
  numberNotText: 'The number to check (number) must be a string, like "919812345678"',
  numberDigits: 'The number to check must contain digits only: country code and number, no + sign',
  numberLength: 'The number to check must be 8 to 15 digits long',
  contactRequired: 'The contact card (contact) is required: an object with name and phone',
  contactNameRequired: "The contact's name (contact.name) is required",
  contactNameTooLong: "The contact's name must be at most 256 characters",
  contactPhoneRequired: "The contact's phone number (contact.phone) is required",
  contactPhoneNotText: `The contact's phone number (contact.phone) must be a string, like "919812345678"`,
  contactPhoneDigits:
    "The contact's phone number must contain digits only: country code and number, no + sign",
  contactPhoneLength: "The contact's phone number must be 8 to 15 digits long",
  bodyRequired: 'The message body is required',
  bodyNotText: 'The message body must be a string',
  bodyTooLong: 'The message body must be at most 4096 characters',
  mediaRequired: 'media is required: an https URL or a base64 data URL',
  mediaInvalid: 'media must be an https URL or a base64 data URL',
  mediaUrlTooLong: 'The media URL must be at most 8192 characters',
  mediaTooLarge: 'The media file is larger than 16 MB',
  mediaUrlTooLarge: 'The file at the media URL is larger than 16 MB',
  mediaNotBase64: 'The media data URL does not hold valid base64 data',
  mediaUrlPrivate: 'The media URL points to a private, loopback or link-local address',
  typeInvalid: 'type must be one of image, audio, video, document, archive',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request.',
  rateLimited: 'Too many requests for this API key. Retry after the time in Retry-After.',
  messageNotFound: 'Message not found',
  cursorInvalid: 'cursor must be the nextCursor of a previous page, or left out for the first page',
  cannotCancel: 'Only a queued message can be cancelled.',
  cancelTooLate: 'The message is being handed to WhatsApp and can no longer be cancelled.',
  quotedIdInvalid: 'quotedId must be a message id as the send calls return it (a UUID)',
  messageIdInvalid: 'messageId must be a message id as the send calls return it (a UUID)',
  quotedNotFound: 'quotedId is not the id of a message this token sent or received',
  quotedOtherChat:
    'The message in quotedId belongs to another chat: a reply quotes a message of its own chat',
  emojiRequired: 'emoji is required: one emoji, like "👍", or "" to remove the reaction',
  emojiInvalid: 'emoji must be one emoji, like "👍" or "🇮🇳", or "" to remove the reaction',
  reactedNotFound: 'messageId is not the id of a message this token sent or received',
  reactionOtherChat: 'The message in messageId belongs to another chat: send the reaction to that chat',
  noMedia: 'This message has no file.',
  mediaGone: 'This file is no longer available.',
  fillAll: 'Please fill in all required fields',
  checkError: 'Error checking number. Please try again.',
  registered: 'The number is registered on WhatsApp',
  invalidBase64: 'Invalid Base64 data',
  notRegistered: 'The number is not registered on WhatsApp',
} as const;

export const MAX_BODY_LENGTH = 4096;
export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;
/**
 * The longest media URL taken: pre-signed URLs (S3, GCS, Azure SAS) run to a few thousand
 * characters. A file itself travels as a data URL, limited by MAX_MEDIA_BYTES instead.
 */
export const MAX_MEDIA_URL_LENGTH = 8192;
export const MEDIA_TYPES = ['image', 'audio', 'video', 'document', 'archive'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * A text field's zod `error`: `missing` when the value is absent or null, `notText` when it has
 * another type (`"to": 919812345678` is not missing, and "is required" would mislead).
 */
export const textFieldError =
  (missing: string, notText: string) =>
  (issue: { input?: unknown }): string =>
    issue.input == null ? missing : notText;

/** Our id of one of the token's messages, to reply to (quote). */
export const quotedIdField = z.uuid({ error: MessagingMessages.quotedIdInvalid });

/** A phone number as the API takes it: country code and number, digits only, no + sign. */
export function digitsNumberField(messages: {
  required: string;
  digits: string;
  length: string;
  /** For a value that is not a string; `required` when not given. */
  notText?: string;
}) {
  return z
    .string({ error: textFieldError(messages.required, messages.notText ?? messages.required) })
    .trim()
    .min(1, messages.required)
    .regex(/^\d+$/, messages.digits)
    .min(8, messages.length)
    .max(15, messages.length)
    .meta({ examples: ['919812345678'] });
}

export const phoneNumberField = digitsNumberField({
  required: MessagingMessages.toRequired,
  digits: MessagingMessages.toDigits,
  length: MessagingMessages.toLength,
  notText: MessagingMessages.toNotText,
});

/** A number of a person to write to: also as their chat id (`…@c.us`, `…@s.whatsapp.net`), taken as its number. */
export const personNumberField = (messages: Parameters<typeof digitsNumberField>[0]) =>
  z.preprocess(numberOfPersonId, digitsNumberField(messages));

/** The number the number checker looks up. */
export const checkedNumberField = personNumberField({
  required: MessagingMessages.numberRequired,
  digits: MessagingMessages.numberDigits,
  length: MessagingMessages.numberLength,
  notText: MessagingMessages.numberNotText,
});

/**
 * Where a message goes: a phone number (also as a person's chat id, `…@c.us` or
 * `…@s.whatsapp.net`, taken as its number), a group id (…@g.us) or a channel id (…@newsletter).
 * `example` is the form the documents show (Green-API's bodies show a chat id).
 */
export const recipientFieldWithExample = (example: string) =>
  z.preprocess(
    numberOfPersonId,
    z
      .string({ error: textFieldError(MessagingMessages.toRequired, MessagingMessages.toNotText) })
      .trim()
      .min(1, MessagingMessages.toRequired)
      .superRefine((value, ctx) => {
        if (value.includes('@')) {
          if (!isGroupId(value) && !isChannelId(value) && !isLidId(value))
            ctx.addIssue({ code: 'custom', message: MessagingMessages.chatIdInvalid });
          return;
        }
        const number = phoneNumberField.safeParse(value);
        if (!number.success)
          ctx.addIssue({
            code: 'custom',
            message: number.error.issues[0]?.message ?? MessagingMessages.toDigits,
          });
      })
      .meta({
        description:
          'A phone number (8 to 15 digits; a chat id like 919812345678@c.us is taken as its number), a group id (…@g.us), a channel id (…@newsletter) or a person’s LID (…@lid, sent to their number when the token knows it)',
        examples: [example],
      }),
  );

export const recipientField = recipientFieldWithExample('919812345678');

export const messageBodyField = z
  .string({ error: textFieldError(MessagingMessages.bodyRequired, MessagingMessages.bodyNotText) })
  .min(1, MessagingMessages.bodyRequired)
  // Spaces and line breaks alone would arrive as a blank message.
  .regex(/\S/, MessagingMessages.bodyRequired)
  .max(MAX_BODY_LENGTH, MessagingMessages.bodyTooLong)
  .meta({ examples: ['Hello from Chatgate!'] });

/** POST check/checknumberstatus (spec 7.3) and the dashboard variant (spec 7.2). */
export const CheckNumberRequestSchema = z.object({
  insid: z.string().max(64).optional(),
  number: checkedNumberField,
});
export const CheckNumberQuerySchema = z.object({
  insid: z.string().max(64).optional(),
  number: z.string().max(32).optional(),
});
export const CheckNumberResponseSchema = z.object({ result: z.boolean(), message: z.string() });
export type CheckNumberResponse = z.infer<typeof CheckNumberResponseSchema>;
