import { z } from 'zod';
import { GreenApiPathParamsSchema } from './common';

/** Green-API's names of the notifications the queue and webhooks carry. */
export const GREEN_API_WEBHOOK_TYPES = [
  'incomingMessageReceived',
  'outgoingMessageReceived',
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

/** How long receiveNotification waits for a notification when the queue is empty, in seconds (Green-API's range). */
export const GREEN_API_RECEIVE_TIMEOUT = { min: 5, max: 60, default: 5 } as const;

const receiveTimeoutError = `receiveTimeout must be a whole number of seconds from ${GREEN_API_RECEIVE_TIMEOUT.min} to ${GREEN_API_RECEIVE_TIMEOUT.max}`;

export const GreenApiReceiveNotificationQuerySchema = z.object({
  receiveTimeout: z.coerce
    .number({ error: receiveTimeoutError })
    .int({ error: receiveTimeoutError })
    .min(GREEN_API_RECEIVE_TIMEOUT.min, { error: receiveTimeoutError })
    .max(GREEN_API_RECEIVE_TIMEOUT.max, { error: receiveTimeoutError })
    .default(GREEN_API_RECEIVE_TIMEOUT.default)
    .meta({ description: 'Seconds to wait for a notification while the queue is empty (5 to 60).' }),
});

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
