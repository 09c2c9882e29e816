import { z } from 'zod';
import { checkedNumberField } from '../messaging';
import { readableChatIdWithExample } from '../read-receipts';
import { EXAMPLE_GREEN_API_CHAT_ID, GREEN_API_STATES } from './common';

/** Green-API's phone numbers are integers (79001234567); ours are digit strings. */
export const greenApiPhoneField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value),
  checkedNumberField,
);

/** A chat as Green-API names it: `<number>@c.us` (or the number) or a group's `…@g.us`. */
export const greenApiChatIdField = readableChatIdWithExample(EXAMPLE_GREEN_API_CHAT_ID);

export const GreenApiWaSettingsSchema = z.object({
  avatar: z.string().meta({ description: 'The profile picture URL; empty when unset or not linked' }),
  phone: z.string().meta({ description: 'The linked number; empty while not linked' }),
  stateInstance: z.enum(GREEN_API_STATES),
  deviceId: z
    .string()
    .meta({ description: 'The linked device (`<number>@s.whatsapp.net`); empty while not linked' }),
});

export const GreenApiDeviceInfoSchema = z.object({
  platform: z.string(),
  deviceManufacturer: z.string(),
  deviceModel: z.string(),
  osVersion: z.string(),
  waVersion: z.string(),
  battery: z.number(),
});

export const GreenApiQrSchema = z.object({
  type: z.enum(['qrCode', 'alreadyLogged', 'error']),
  message: z.string().meta({ description: 'qrCode: the QR as a base64 PNG; otherwise the reason in words' }),
});

export const GreenApiAuthorizationCodeRequestSchema = z.object({ phoneNumber: greenApiPhoneField });
export const GreenApiAuthorizationCodeSchema = z.object({ status: z.boolean(), code: z.string() });

export const GreenApiLogoutSchema = z.object({ isLogout: z.boolean() });
export const GreenApiRebootSchema = z.object({ isReboot: z.boolean() });

export const GreenApiCheckWhatsappRequestSchema = z.object({ phoneNumber: greenApiPhoneField });
export const GreenApiCheckWhatsappSchema = z.object({ existsWhatsapp: z.boolean() });

/** getAvatar: the chat by chatId, or (the client's other form) by phoneNumber. */
export const GreenApiAvatarRequestSchema = z
  .object({ chatId: greenApiChatIdField.optional(), phoneNumber: greenApiPhoneField.optional() })
  .refine((body) => body.chatId !== undefined || body.phoneNumber !== undefined, {
    message: 'chatId (or phoneNumber) is required',
  });
/** How the documents show getAvatar's body: the chat by chatId, or by phoneNumber. */
export const GreenApiAvatarBodyStylesSchema = z.union([
  z.object({ chatId: greenApiChatIdField }).meta({ title: 'chatId' }),
  z.object({ phoneNumber: greenApiPhoneField }).meta({ title: 'phoneNumber' }),
]);
export const GreenApiAvatarSchema = z.object({
  urlAvatar: z.string().meta({ description: 'Empty when there is no picture' }),
  available: z.boolean(),
  reason: z.string().optional(),
});
