import { z } from 'zod';
import { messageBodyField } from '../messaging';
import { greenApiChatIdField } from './instance';
import { greenApiBody, idMessageField } from './sending';

/** Green-API's methods on messages already there: edit, delete, read, the queue, a file's link. */

export const GreenApiMessageChangeMessages = {
  onlySenderDelete:
    'onlySenderDelete is not supported: a message is deleted for everyone (WhatsApp shows "This message was deleted")',
  noFile:
    'This message has no file: downloadFile takes the idMessage of a message with an image, video, audio or document',
} as const;

export const GreenApiEditMessageSchema = greenApiBody({
  idMessage: idMessageField,
  message: messageBodyField,
});

export const GreenApiDeleteMessageSchema = greenApiBody({
  idMessage: idMessageField,
  onlySenderDelete: z.boolean().optional(),
});

/** readChat: the chat (a number as …@c.us, or a group), and the last message to mark read, else all. */
export const GreenApiReadChatSchema = greenApiBody({
  chatId: greenApiChatIdField,
  idMessage: idMessageField.optional(),
});
export const GreenApiReadChatAnswerSchema = z.object({ setRead: z.boolean() });

export const GreenApiDownloadFileSchema = greenApiBody({ idMessage: idMessageField });
export const GreenApiDownloadUrlSchema = z.object({ downloadUrl: z.string() });

/** One queued message as Green-API's showMessagesQueue lists it. */
export const GreenApiQueuedMessageSchema = z.object({
  messageID: z.string(),
  type: z.enum([
    'sendMessage',
    'sendFileByUrl',
    'sendLocation',
    'sendContact',
    'sendPoll',
    'ForwardMessages',
  ]),
  body: z.object({
    chatId: z.string(),
    message: z.string().optional(),
    urlFile: z.string().optional(),
    fileName: z.string().optional(),
    caption: z.string().optional(),
    quotedMessageId: z.string().optional(),
  }),
});
export type GreenApiQueuedMessage = z.infer<typeof GreenApiQueuedMessageSchema>;
export const GreenApiMessagesQueueSchema = z.array(GreenApiQueuedMessageSchema);

export const GreenApiClearedQueueSchema = z.object({ isCleared: z.boolean() });

/** deleteMessage answers 200 with an empty body, as Green-API does. */
export const GreenApiEmptyAnswerSchema = z.null().describe('An empty body');
