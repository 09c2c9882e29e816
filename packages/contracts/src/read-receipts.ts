import { z } from 'zod';
import { EXAMPLE_GROUP_ID, GROUP_ID_PATTERN, numberOfPersonId } from './chat-ids';
import { EXAMPLE_MESSAGE_ID } from './examples';
import { MessagingMessages } from './messaging';

/** Texts of marking received messages read (POST /chats/{chatId}/read). */
export const ReadReceiptMessages = {
  chatIdInvalid: `The chat id must be the sender's number (8 to 15 digits, no + sign, or as 919812345678@c.us) or a group id like ${EXAMPLE_GROUP_ID}`,
  messageNotReceived: 'messageId is not the id of a message this token received in this chat',
} as const;

/**
 * A chat a token receives messages in: the sender's number or a group id. A person's chat id
 * (`…@c.us`) is read as its number before the check; the pattern names it too, so that the
 * documents say what a caller may send.
 */
const READABLE_CHAT_PATTERN = new RegExp(
  `^(?:\\d{8,15}|\\d{8,15}(?::\\d+)?@(?:c\\.us|s\\.whatsapp\\.net)|${GROUP_ID_PATTERN.source.replace(/^\^|\$$/g, '')})$`,
);

/** The chat of received messages; `example` is the form the documents show. */
export const readableChatIdWithExample = (example: string) =>
  z.preprocess(
    numberOfPersonId,
    z
      .string({ error: ReadReceiptMessages.chatIdInvalid })
      .regex(READABLE_CHAT_PATTERN, ReadReceiptMessages.chatIdInvalid)
      .meta({
        description:
          'The chat of the received messages: the sender’s number (also as 919812345678@c.us), or a group id (…@g.us)',
        examples: [example],
      }),
  );

export const ChatParamsSchema = z.object({ chatId: readableChatIdWithExample('919812345678') });

export const MarkReadRequestSchema = z.object({
  messageId: z
    .uuid({ error: MessagingMessages.messageIdInvalid })
    .optional()
    .meta({
      description:
        'A message received in the chat: it and every earlier one are marked read. Without it, all of them are.',
      examples: [EXAMPLE_MESSAGE_ID],
    }),
});

export const MarkReadResponseSchema = z.object({
  /** How many received messages this call marked read (0 when they all were already). */
  read: z.number().int(),
});
export type MarkReadResponse = z.infer<typeof MarkReadResponseSchema>;
