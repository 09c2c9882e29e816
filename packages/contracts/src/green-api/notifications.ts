import { z } from 'zod';
import { GreenApiPathParamsSchema } from './common';

/** Green-API's names of the notifications the queue and webhooks carry. */
export const GREEN_API_WEBHOOK_TYPES = [
  'incomingMessageReceived',
  'outgoingAPIMessageReceived',
  'outgoingMessageStatus',
  'stateInstanceChanged',
  'incomingCall',
] as const;

/** A notification's body: Green-API's webhook format (typeWebhook, instanceData, timestamp, ...). */
export const GreenApiNotificationBodySchema = z
  .object({
    typeWebhook: z.enum(GREEN_API_WEBHOOK_TYPES),
    instanceData: z.object({ idInstance: z.string(), wid: z.string(), typeInstance: z.literal('whatsapp') }),
    timestamp: z.number().int(),
  })
  .catchall(z.unknown());
export type GreenApiNotificationBody = z.infer<typeof GreenApiNotificationBodySchema>;

/**
 * receiveNotification: the oldest notification not deleted, the same again until it is
 * (`receiptId` is the event's seq in our event log); `null` when the queue is empty.
 */
export const GreenApiNotificationSchema = z
  .object({ receiptId: z.number().int(), body: GreenApiNotificationBodySchema })
  .nullable();

export const GreenApiDeleteNotificationParamsSchema = GreenApiPathParamsSchema.extend({
  receiptId: z.coerce
    .number({ error: 'receiptId must be an integer' })
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .meta({ description: 'The `receiptId` receiveNotification answered', examples: [1] }),
});

/** deleteNotification: true when the notification was in the queue and is deleted now. */
export const GreenApiDeleteNotificationAnswerSchema = z.object({ result: z.boolean() });
