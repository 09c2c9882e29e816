import { z } from 'zod';
import { numberOfPersonId } from './chat-ids';
import { isOneEmoji } from './emoji';
import { EXAMPLE_MESSAGE_ID } from './examples';
import {
  digitsNumberField,
  MAX_MEDIA_URL_LENGTH,
  MEDIA_TYPES,
  MessagingMessages,
  messageBodyField,
  quotedIdField,
  recipientField,
  textFieldError,
} from './messaging';

/** The bodies of the send calls (POST /send/*) and their answer. */

/** The phone number on a contact card sent as a message. */
const contactPhoneField = digitsNumberField({
  required: MessagingMessages.contactPhoneRequired,
  digits: MessagingMessages.contactPhoneDigits,
  length: MessagingMessages.contactPhoneLength,
  notText: MessagingMessages.contactPhoneNotText,
});

type Body = Record<string, unknown>;
type Ctx = z.core.$RefinementCtx;

/** The names a send call takes the recipient by: `to`, `chatId` (Green-API, WAHA) and `phone` (the home page). */
const RECIPIENT_NAMES = ['to', 'chatId', 'phone'] as const;

/**
 * What two names' recipients are compared by. An object or array is compared as JSON: `String()`
 * throws on one whose toString is not a function, and the schema refuses it as not text anyway.
 */
const recipientKey = (value: unknown) =>
  typeof value === 'object' ? JSON.stringify(value) : String(numberOfPersonId(value)).trim();

/**
 * The body with its recipient in `to`, whichever name it came by. Given by two names with
 * different values (the same number as digits and as `…@c.us` is the same), it is refused: we
 * would otherwise send to one of them silently.
 */
function withRecipient(raw: Body, ctx: Ctx): Body {
  const given = RECIPIENT_NAMES.filter((name) => raw[name] != null);
  const values = new Set(given.map((name) => recipientKey(raw[name])));
  if (values.size > 1)
    ctx.addIssue({ code: 'custom', message: MessagingMessages.recipientConflict, input: raw });
  const [first] = given;
  return first ? { ...raw, to: raw[first] } : raw;
}

/** A send call's body with its other names (`fill`) put under the names the schema reads. */
export function sendBody(fill: (raw: Body) => Body = (raw) => raw) {
  return (input: unknown, ctx: Ctx): unknown => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
    return fill(withRecipient(input as Body, ctx));
  };
}

/** Both payload styles of the home page: {to, body} and {phone, message, type: "text"}. */
export const SendTextRequestSchema = z.preprocess(
  sendBody((raw) => ({ ...raw, body: raw.body ?? raw.message })),
  z.object({
    to: recipientField,
    body: messageBodyField,
    type: z.literal('text').optional(),
    /** Our id of a message to reply to. */
    quotedId: quotedIdField.optional(),
  }),
);
export type SendTextRequest = z.infer<typeof SendTextRequestSchema>;

const isDataUrl = (v: string) => /^data:[\w.+-]+\/[\w.+-]+;base64,/i.test(v);

export const mediaField = z
  .string({ error: MessagingMessages.mediaRequired })
  .min(1, MessagingMessages.mediaRequired)
  .refine((v) => isDataUrl(v) || /^https:\/\/\S+$/i.test(v), MessagingMessages.mediaInvalid)
  .refine((v) => isDataUrl(v) || v.length <= MAX_MEDIA_URL_LENGTH, MessagingMessages.mediaUrlTooLong)
  .meta({
    description: `An https URL of the file (at most ${MAX_MEDIA_URL_LENGTH} characters), or the file itself as a base64 data URL (data:<type>;base64,…, at most 16 MB)`,
    examples: ['https://example.com/invoice.pdf'],
  });

/** {to, type, media, caption, fileName}; also the spec's {to, message, filePathURL} style. */
export const SendMediaRequestSchema = z.preprocess(
  sendBody((raw) => ({
    ...raw,
    media: raw.media ?? raw.filePathURL,
    caption: raw.caption ?? raw.message,
    type: raw.type ?? 'document',
  })),
  z.object({
    to: recipientField,
    type: z.enum(MEDIA_TYPES, { error: MessagingMessages.typeInvalid }),
    media: mediaField,
    caption: z
      .string()
      .max(1024)
      .optional()
      .meta({ examples: ['Your invoice'] }),
    fileName: z
      .string()
      .trim()
      .max(255)
      .optional()
      .meta({ examples: ['invoice.pdf'] }),
    quotedId: quotedIdField.optional(),
  }),
);
export type SendMediaRequest = z.infer<typeof SendMediaRequestSchema>;

/** A place: where it is and, optionally, its name and address (Green-API's sendLocation takes them too). */
export const placeFields = {
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .meta({ examples: [18.922] }),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .meta({ examples: [72.8347] }),
  name: z
    .string()
    .max(256)
    .optional()
    .meta({ examples: ['Gateway of India'] }),
  address: z
    .string()
    .max(512)
    .optional()
    .meta({ examples: ['Apollo Bandar, Colaba, Mumbai 400001'] }),
};

export const SendLocationRequestSchema = z.preprocess(
  sendBody(),
  z.object({ to: recipientField, ...placeFields }),
);

export const SendContactRequestSchema = z.preprocess(
  sendBody(),
  z.object({
    to: recipientField,
    contact: z.object(
      {
        name: z
          .string({ error: MessagingMessages.contactNameRequired })
          .trim()
          .min(1, MessagingMessages.contactNameRequired)
          .max(256, MessagingMessages.contactNameTooLong)
          .meta({ examples: ['Chatgate Support'] }),
        phone: contactPhoneField,
      },
      { error: MessagingMessages.contactRequired },
    ),
  }),
);

export const SendReactionRequestSchema = z.preprocess(
  sendBody(),
  z.object({
    to: recipientField,
    messageId: z.uuid({ error: MessagingMessages.messageIdInvalid }).meta({ examples: [EXAMPLE_MESSAGE_ID] }),
    emoji: z
      .string({ error: textFieldError(MessagingMessages.emojiRequired, MessagingMessages.emojiInvalid) })
      .max(64, MessagingMessages.emojiInvalid)
      .refine((value) => value === '' || isOneEmoji(value), MessagingMessages.emojiInvalid)
      .meta({
        description: 'One emoji; an empty string removes the reaction sent before',
        examples: ['👍', ''],
      }),
  }),
);

export const SendAcceptedSchema = z.object({ id: z.string(), status: z.literal('queued') });
export type SendAccepted = z.infer<typeof SendAcceptedSchema>;

/*
 * How the OpenAPI document shows the bodies of /send/text and /send/media: each style a customer
 * can send, as they send it. The schemas above validate (they fold the styles into one shape
 * first); these only describe, and take exactly what those take.
 */
const quoted = { quotedId: quotedIdField.optional() };
const textType = z.literal('text').optional().meta({ description: 'Only "text"; may be left out' });

export const SendTextBodyStylesSchema = z
  .union([
    z.object({ to: recipientField, body: messageBodyField, type: textType, ...quoted }).meta({
      title: 'to and body',
    }),
    z
      .object({ phone: recipientField, message: messageBodyField, type: textType, ...quoted })
      .meta({ title: 'phone, message and type "text" (the home page style)' }),
    z.object({ chatId: recipientField, message: messageBodyField, ...quoted }).meta({
      title: 'chatId and message (Green-API and WAHA style; 919812345678@c.us is taken as the number)',
    }),
  ])
  .meta({
    description:
      'The recipient as to, phone or chatId and the text as body or message, in any mix; the same recipient under two names must be the same, else 400.',
  });

const mediaTypeField = z
  .enum(MEDIA_TYPES, { error: MessagingMessages.typeInvalid })
  .default('document')
  .meta({ description: 'image, audio and video take only their own file types; a document takes any file' });
const fileNameField = z
  .string()
  .max(255)
  .optional()
  .meta({ examples: ['invoice.pdf'] });
const captionField = z.string().max(1024).optional();

export const SendMediaBodyStylesSchema = z
  .union([
    z
      .object({
        to: recipientField,
        type: mediaTypeField,
        media: mediaField,
        caption: captionField.meta({ examples: ['Your invoice'] }),
        fileName: fileNameField,
        ...quoted,
      })
      .meta({ title: 'to, type, media, caption, fileName' }),
    z
      .object({
        to: recipientField,
        filePathURL: mediaField,
        message: captionField.meta({ description: 'The caption', examples: ['Your invoice'] }),
        type: mediaTypeField,
        fileName: fileNameField,
        ...quoted,
      })
      .meta({ title: 'to, message, filePathURL (the spec style; a document unless type says)' }),
  ])
  .meta({
    description:
      'The recipient may also be given as chatId or phone, the file as media or filePathURL and the caption as caption or message, in any mix.',
  });
