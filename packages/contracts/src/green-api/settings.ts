import { z } from 'zod';

const yesNo = z.enum(['yes', 'no']);

/**
 * getSettings: Green-API's settings object. `webhookUrl`, `delaySendMessagesMilliseconds` and the
 * notification switches are the token's own settings; the rest are answered as Green-API's
 * defaults (decision 0034).
 */
export const GreenApiSettingsSchema = z.object({
  wid: z.string(),
  countryInstance: z.string(),
  typeAccount: z.string(),
  webhookUrl: z.string(),
  webhookUrlToken: z.string(),
  delaySendMessagesMilliseconds: z.number().int(),
  markIncomingMessagesReaded: yesNo,
  markIncomingMessagesReadedOnReply: yesNo,
  sharedSession: yesNo,
  outgoingWebhook: yesNo,
  outgoingMessageWebhook: yesNo,
  outgoingAPIMessageWebhook: yesNo,
  incomingWebhook: yesNo,
  deviceWebhook: yesNo,
  statusInstanceWebhook: yesNo,
  stateWebhook: yesNo,
  enableMessagesHistory: yesNo,
  keepOnlineStatus: yesNo,
  pollMessageWebhook: yesNo,
  incomingBlockWebhook: yesNo,
  incomingCallWebhook: yesNo,
  editedMessageWebhook: yesNo,
  deletedMessageWebhook: yesNo,
});
export type GreenApiSettings = z.infer<typeof GreenApiSettingsSchema>;

/** setSettings: any of the settings, at least one; names we do not keep are accepted and ignored. */
export const GreenApiSetSettingsRequestSchema = z
  .object({
    webhookUrl: z
      .string()
      .max(2048)
      .optional()
      .meta({ examples: ['https://example.com/green-api/webhook'] }),
    webhookUrlToken: z.string().max(1000).optional(),
    delaySendMessagesMilliseconds: z.number().int().min(500).max(600_000).optional(),
    outgoingWebhook: yesNo.optional(),
    outgoingMessageWebhook: yesNo.optional(),
    outgoingAPIMessageWebhook: yesNo.optional(),
    incomingWebhook: yesNo.optional().meta({ examples: ['yes'] }),
    stateWebhook: yesNo.optional(),
    pollMessageWebhook: yesNo.optional(),
    incomingCallWebhook: yesNo.optional(),
    editedMessageWebhook: yesNo.optional(),
    deletedMessageWebhook: yesNo.optional(),
  })
  .catchall(z.unknown())
  .refine((body) => Object.keys(body).length > 0, { message: 'At least one setting is required' });
export type GreenApiSetSettingsRequest = z.infer<typeof GreenApiSetSettingsRequestSchema>;

export const GreenApiSetSettingsAnswerSchema = z.object({ saveSettings: z.boolean() });
