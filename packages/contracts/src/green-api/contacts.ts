import { z } from 'zod';
import { greenApiChatIdField } from './instance';

/** getContacts: every person the token knows. */
export const GreenApiContactEntrySchema = z.object({
  id: z.string().meta({ examples: ['919812345678@c.us'] }),
  name: z.string().meta({ description: 'The name the person set on WhatsApp (push name)' }),
  contactName: z.string().meta({ description: "The name saved in the linked phone's address book" }),
  type: z.enum(['user', 'group']),
});
export const GreenApiContactsSchema = z.array(GreenApiContactEntrySchema);

export const GreenApiChatRequestSchema = z.object({ chatId: greenApiChatIdField });

export const GreenApiContactInfoSchema = z.object({
  avatar: z.string(),
  name: z.string(),
  contactName: z.string(),
  email: z.string(),
  category: z.string(),
  description: z.string().meta({ description: 'The about text' }),
  products: z.array(z.unknown()),
  chatId: z.string(),
  lastSeen: z.number().nullable(),
  isArchive: z.boolean(),
  isDisabled: z.boolean(),
  isMute: z.boolean(),
  muteExpiration: z.number().nullable(),
  isBusiness: z.boolean(),
});

/** getChats: the token's chats, newest activity first. */
export const GreenApiChatSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['user', 'group']),
  archive: z.boolean(),
  isPin: z.boolean(),
  isMute: z.boolean(),
  unreadCount: z.number().int(),
});
export const GreenApiChatsSchema = z.array(GreenApiChatSchema);

/** archiveChat and unarchiveChat answer 200 with an empty body, as Green-API does. */
export const GreenApiEmptySchema = z.object({});
