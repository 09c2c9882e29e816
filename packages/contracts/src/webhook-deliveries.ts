import { z } from 'zod';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.string(),
  seq: z.number(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** A page of deliveries ends after the one whose cursor is `<ISO time, microseconds>_<delivery id>`. */
export interface DeliveryCursor {
  before: string;
  id: string;
}

const cursorTime = z.iso.datetime({ precision: 6 });
const cursorId = z.uuid();

/** Reads a nextCursor of GET /instance/webhook/deliveries; null when it is not one. */
export function parseDeliveryCursor(cursor: string): DeliveryCursor | null {
  const [before = '', id = '', ...rest] = cursor.split('_');
  if (rest.length > 0 || !cursorTime.safeParse(before).success || !cursorId.safeParse(id).success)
    return null;
  return { before, id };
}

export const DELIVERIES_DEFAULT_LIMIT = 50;
export const DELIVERIES_MAX_LIMIT = 200;

export const WebhookDeliveriesQuerySchema = z.object({
  /** Deliveries per page, newest first. */
  limit: z.coerce.number().int().min(1).max(DELIVERIES_MAX_LIMIT).default(DELIVERIES_DEFAULT_LIMIT),
  /** The nextCursor of the previous page. */
  cursor: z
    .string()
    .refine(
      (cursor) => parseDeliveryCursor(cursor) !== null,
      'cursor must be the nextCursor of a previous page',
    )
    .optional(),
  /** Only deliveries in this state. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuerySchema>;

export const WebhookDeliveriesResponseSchema = z.object({
  result: z.array(WebhookDeliverySchema),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
