import { z } from 'zod';
import { MAX_CALL_REJECT_MESSAGE_LENGTH } from './presence';

/** Limits of a token's sending settings (spec 9: pace messages, few per contact, let stale ones lapse). */
export const MAX_SEND_DELAY_MS = 3_600_000;
export const MAX_PER_CONTACT_HOURLY = 1000;
export const MAX_MESSAGE_VALIDITY_SECONDS = 7 * 86_400;

/** Also the server's answer when a new maximum falls below the minimum the token already has. */
export const SEND_DELAYS_REVERSED = 'sendDelayMinMs must not be more than sendDelayMaxMs';

const values = {
  /** The gap before each send is drawn between these (milliseconds). */
  sendDelayMinMs: z.number().int().min(0).max(MAX_SEND_DELAY_MS),
  sendDelayMaxMs: z.number().int().min(0).max(MAX_SEND_DELAY_MS),
  /** At most this many messages to one contact per hour; 0: no limit. */
  perContactHourlyLimit: z.number().int().min(0).max(MAX_PER_CONTACT_HOURLY),
  /** A message still queued this long after it was accepted fails as "expired"; 0: never. */
  messageValiditySeconds: z.number().int().min(0).max(MAX_MESSAGE_VALIDITY_SECONDS),
  /** Incoming calls are rejected at once (a `call.rejected` event follows `call.received`). */
  rejectCalls: z.boolean(),
  /** Sent to the caller after an automatic rejection; empty: nothing is sent. */
  callRejectMessage: z.string().trim().max(MAX_CALL_REJECT_MESSAGE_LENGTH),
};

export const SendingSettingsValuesSchema = z.object(values);
export type SendingSettingsValues = z.infer<typeof SendingSettingsValuesSchema>;

/** What the token uses now, and which of those values are its own (the rest are the server's). */
export const SendingSettingsSchema = z.object({
  settings: SendingSettingsValuesSchema,
  custom: z.object({
    sendDelayMinMs: z.boolean(),
    sendDelayMaxMs: z.boolean(),
    perContactHourlyLimit: z.boolean(),
    messageValiditySeconds: z.boolean(),
  }),
});
export type SendingSettings = z.infer<typeof SendingSettingsSchema>;

/** Each field: a value of the token's own, null for the server's default, absent to keep it. */
export const SendingSettingsUpdateSchema = z
  .object({
    sendDelayMinMs: values.sendDelayMinMs.nullable().optional(),
    sendDelayMaxMs: values.sendDelayMaxMs.nullable().optional(),
    perContactHourlyLimit: values.perContactHourlyLimit.nullable().optional(),
    messageValiditySeconds: values.messageValiditySeconds.nullable().optional(),
    rejectCalls: values.rejectCalls.optional(),
    callRejectMessage: values.callRejectMessage.optional(),
  })
  .strict()
  .refine(
    (s) => s.sendDelayMinMs == null || s.sendDelayMaxMs == null || s.sendDelayMinMs <= s.sendDelayMaxMs,
    { message: SEND_DELAYS_REVERSED, path: ['sendDelayMaxMs'] },
  )
  .meta({ examples: [{ sendDelayMinMs: 1000, sendDelayMaxMs: 3000, perContactHourlyLimit: 20 }] });
export type SendingSettingsUpdate = z.infer<typeof SendingSettingsUpdateSchema>;
