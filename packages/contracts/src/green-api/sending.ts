import { z } from 'zod';
import { EXAMPLE_MESSAGE_ID } from '../examples';
import { MAX_MEDIA_URL_LENGTH, messageBodyField, recipientFieldWithExample } from '../messaging';
import { pollNameField, pollOptionsField } from '../polls';
import { placeFields } from '../send-requests';
import { EXAMPLE_GREEN_API_CHAT_ID } from './common';

/** Green-API's sending methods (sendMessage, sendFileByUrl, sendLocation, ...): their bodies and answers. */

export const GreenApiSendingMessages = {
  idMessageInvalid: 'idMessage must be a message id as the sending methods answer it (a UUID)',
  quotedMessageIdInvalid: 'quotedMessageId must be a message id as the sending methods answer it (a UUID)',
  contactNameRequired: 'contact needs firstName, lastName or company: a contact card shows a name',
  phoneContactInvalid: 'contact.phoneContact must be a phone number: 8 to 15 digits with the country code',
  urlFileInvalid: 'urlFile must be an https URL of the file, or a urlFile that uploadFile answered',
  fileNameRequired: 'fileName is required: the file name with its extension, which decides how it is sent',
  fileRequired: 'file is required: the file to send, as a multipart form field',
  messagesRequired: 'messages is required: the ids of the messages to forward (1 to 100)',
  deprecated: (method: string) =>
    `${method} is not available: WhatsApp no longer delivers such messages from ordinary accounts (Green-API answers 403 too); send a text or a poll instead`,
} as const;

/** Green-API names a recipient by chatId, or (the client's file methods) by phoneNumber. */
function withChatId(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  if (body.chatId == null && (typeof body.phoneNumber === 'number' || typeof body.phoneNumber === 'string'))
    return { ...body, chatId: `${body.phoneNumber}@c.us` };
  return body;
}

/** Where a Green-API method sends to: the Recipient, shown as Green-API writes a chat id. */
export const greenApiRecipientField = recipientFieldWithExample(EXAMPLE_GREEN_API_CHAT_ID);

/** A Green-API body: chatId (or phoneNumber) and the method's own fields. */
export const greenApiBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess(withChatId, z.object({ chatId: greenApiRecipientField, ...shape }));

/** Our id of one of the token's messages, as Green-API's idMessage. */
export const idMessageField = z
  .uuid({ error: GreenApiSendingMessages.idMessageInvalid })
  .meta({ examples: [EXAMPLE_MESSAGE_ID] });

const quotedMessageId = z.uuid({ error: GreenApiSendingMessages.quotedMessageIdInvalid }).optional();

/** What every sending method answers: the id of the queued message. */
export const GreenApiSentSchema = z.object({ idMessage: z.string() });
export type GreenApiSent = z.infer<typeof GreenApiSentSchema>;

export const GreenApiSendMessageSchema = greenApiBody({
  message: messageBodyField,
  quotedMessageId,
  linkPreview: z.boolean().optional().meta({ description: 'Accepted; WhatsApp decides the preview' }),
});

/** sendLink: the link goes as a text, so its body reads as sendMessage's. */
export const GreenApiSendLinkSchema = greenApiBody({
  urlLink: z
    .url()
    .max(MAX_MEDIA_URL_LENGTH)
    .meta({ examples: ['https://chatgate.example/pricing'] }),
  quotedMessageId,
}).transform(({ urlLink, ...body }) => ({ ...body, message: urlLink }));

export const GreenApiSendFileByUrlSchema = greenApiBody({
  urlFile: z
    .string({ error: GreenApiSendingMessages.urlFileInvalid })
    .max(MAX_MEDIA_URL_LENGTH, GreenApiSendingMessages.urlFileInvalid)
    .regex(/^https?:\/\/\S+$/i, GreenApiSendingMessages.urlFileInvalid)
    .meta({ examples: ['https://example.com/invoice.pdf'] }),
  fileName: z
    .string({ error: GreenApiSendingMessages.fileNameRequired })
    .trim()
    .min(1, GreenApiSendingMessages.fileNameRequired)
    .max(255)
    .meta({ examples: ['invoice.pdf'] }),
  caption: z
    .string()
    .max(1024)
    .optional()
    .meta({ examples: ['Your invoice'] }),
  quotedMessageId,
});

/** The text fields of sendFileByUpload's multipart form (the file travels as `file`). */
export const GreenApiSendFileByUploadFieldsSchema = greenApiBody({
  fileName: z.string().trim().max(255).optional(),
  caption: z.string().max(1024).optional(),
  quotedMessageId,
});

/** sendFileByUpload answers the queued message and the file's address, which sendFileByUrl takes again. */
export const GreenApiSentFileSchema = z.object({ idMessage: z.string(), urlFile: z.string() });

/** uploadFile answers where the file now is: a URL on this server that sendFileByUrl takes. */
export const GreenApiUploadedFileSchema = z.object({ urlFile: z.string() });

export const GreenApiSendLocationSchema = greenApiBody({
  nameLocation: placeFields.name,
  address: placeFields.address,
  latitude: placeFields.latitude,
  longitude: placeFields.longitude,
  quotedMessageId,
});

export const GreenApiSendContactSchema = greenApiBody({
  contact: z.object({
    phoneContact: z
      .union([z.number().int().positive(), z.string().regex(/^\d{8,15}$/)], {
        error: GreenApiSendingMessages.phoneContactInvalid,
      })
      .meta({ examples: [919812345678] }),
    firstName: z
      .string()
      .max(100)
      .optional()
      .meta({ examples: ['Asha'] }),
    middleName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    company: z
      .string()
      .max(100)
      .optional()
      .meta({ examples: ['Chatgate Support'] }),
  }),
  quotedMessageId,
});

export const GreenApiSendPollSchema = greenApiBody({
  message: pollNameField,
  options: z
    .array(z.object({ optionName: z.string() }))
    .meta({ examples: [[{ optionName: 'Monday' }, { optionName: 'Tuesday' }, { optionName: 'Wednesday' }]] })
    .transform((options) => options.map((option) => option.optionName))
    .pipe(pollOptionsField),
  multipleAnswers: z.boolean().default(false),
  quotedMessageId,
});

export const GreenApiForwardMessagesSchema = z.object({
  chatId: greenApiRecipientField,
  chatIdFrom: z
    .string()
    .max(100)
    .meta({ description: 'Accepted; our ids name a message by themselves', examples: ['919876543210@c.us'] }),
  messages: z
    .array(idMessageField, { error: GreenApiSendingMessages.messagesRequired })
    .min(1, GreenApiSendingMessages.messagesRequired)
    .max(100, GreenApiSendingMessages.messagesRequired),
});
export const GreenApiForwardedSchema = z.object({ messages: z.array(z.string()) });

/** sendButtons, sendTemplateButtons and sendListMessage: any body; they are refused (403). */
export const GreenApiDeprecatedBodySchema = z.record(z.string(), z.unknown());
