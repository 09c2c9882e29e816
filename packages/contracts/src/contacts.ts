import { z } from 'zod';
import { EXAMPLE_LID } from './chat-ids';
import { PHONE_NOT_CONNECTED } from './message-changes';

/** The answers of the contacts calls, in plain words. */
export const ContactsApiMessages = {
  notFound: 'Contact not found',
  idInvalid: `A contact id is a phone number (digits with the country code, like 919812345678) or a LID like ${EXAMPLE_LID}.`,
  noPicture: 'This contact has no profile picture (or does not show it to you).',
  blocked:
    'This contact is blocked: its messages are not delivered to the token and nothing can be sent to it. Unblock it with POST /contacts/{id}/unblock first.',
  notConnected: PHONE_NOT_CONNECTED,
  cursorInvalid: 'The cursor must be the nextCursor of the previous page.',
} as const;

/** `/contacts/{id}`: a number (digits, also `+…` or a chat id like `…@c.us`) or a LID (`…@lid`). */
export const ContactIdParamsSchema = z.object({
  id: z
    .string()
    .max(64)
    .meta({
      description: 'The contact’s phone number (digits with the country code) or its LID (…@lid)',
      examples: ['919812345678', EXAMPLE_LID],
    }),
});

/** A person the token knows of: from its phone’s address book, a message, or WhatsApp’s LID mapping. */
export const ContactViewSchema = z.object({
  /** The number when known, else the LID: the id to use in `/contacts/{id}`. */
  id: z.string(),
  /** The phone number (digits); null when only the LID is known. A LID is never shown here. */
  number: z.string().nullable(),
  /** WhatsApp’s privacy id for the person (`<digits>@lid`), when known. */
  lid: z.string().nullable(),
  /** The name saved in the token phone’s address book. */
  savedName: z.string().nullable(),
  /** The name the person set on their own WhatsApp (their push name). */
  pushName: z.string().nullable(),
  /** A WhatsApp Business account. */
  business: z.boolean(),
  /** Blocked by the token: its messages are not delivered and sends to it are refused (409). */
  blocked: z.boolean(),
  updatedAt: z.string(),
});
export type ContactView = z.infer<typeof ContactViewSchema>;

/** GET /contacts/{id}: the contact with its about text and profile picture, asked of WhatsApp now. */
export const ContactDetailSchema = ContactViewSchema.extend({
  /** The about (status) text; null when unset, hidden, or the engine cannot tell. */
  about: z.string().nullable(),
  /** Where the profile picture is; null when there is none. GET /contacts/{id}/picture serves it. */
  pictureUrl: z.string().nullable(),
});
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

export const ContactsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, ContactsApiMessages.cursorInvalid)
    .optional()
    .meta({ description: 'The nextCursor of the previous page; the first page without it' }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const ContactsResponseSchema = z.object({
  result: z.array(ContactViewSchema),
  nextCursor: z.string().nullable(),
});

/** How the Sandbox Phone shows a message the token it went to did not get (it blocked the phone). */
export const SandboxPhoneStatusTexts = { undelivered: 'Not delivered' } as const;
