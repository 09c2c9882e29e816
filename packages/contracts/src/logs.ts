import { z } from 'zod';

/** The Logs page's level filter (spec 2.11). */
export const LOG_LEVELS = ['error', 'warning', 'info', 'success'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FILTERS = ['all', ...LOG_LEVELS] as const;

/** A log entry (spec 3: id, timestamp, level, message, instance, type), from real activity. */
export const LogEntrySchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  /** The token's insid. */
  instance: z.string(),
  /** api: a messaging API call; message: a message event; session: the phone link; webhook: a delivery. */
  type: z.enum(['api', 'message', 'session', 'webhook']),
});
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** Where a page of the Logs ends: the time of its last entry and, to tell apart entries made at that time, its id. */
export interface LogCursor {
  /** An ISO timestamp. */
  before: string;
  id: string | null;
}

const isoTime = z.iso.datetime({ offset: true });

/**
 * Reads a nextBefore (`<ISO time>_<entry id>`), or a bare ISO time (the entries before it); null
 * when it is neither.
 */
export function parseLogCursor(cursor: string): LogCursor | null {
  const [before = '', id, ...rest] = cursor.split('_');
  if (rest.length > 0 || !isoTime.safeParse(before).success) return null;
  if (id !== undefined && !/^[\w-]{1,64}$/.test(id)) return null;
  return { before, id: id ?? null };
}

export const LogsQuerySchema = z.object({
  insid: z.string().max(64).optional(),
  level: z.enum(LOG_FILTERS).default('all'),
  /** The nextBefore of the previous page. */
  before: z
    .string()
    .max(128)
    .refine((cursor) => parseLogCursor(cursor) !== null, 'before must be the nextBefore of a previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const LogsResponseSchema = z.object({
  result: z.array(LogEntrySchema),
  nextBefore: z.string().nullable(),
});
export type LogsResponse = z.infer<typeof LogsResponseSchema>;

/** Webhook settings as the dashboard shows them. */
export const WEBHOOK_EVENT_TYPES = [
  'message.received',
  'message.status',
  'message.sent_on_phone',
  'message.edited',
  'message.revoked',
  'instance.state',
  'group.created',
  'group.participants',
  'poll.vote',
  'group.updated',
  'presence.update',
  'call.received',
  'call.rejected',
  'call.accepted',
  'call.ended',
  'status.viewed',
  'status.received',
  'status.revoked',
  'chat.updated',
] as const;

/**
 * How long a rotated-out signing secret still signs deliveries, beside the new one (several
 * signatures in `webhook-signature`, as Standard Webhooks allows), so a customer's endpoint keeps
 * verifying until it has the new secret.
 */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/** The event types a webhook can subscribe to. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event a test delivery sends: delivered whatever the webhook subscribed to, never a choice in `events`. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/** The `data` of a `webhook.test` event. */
export const WebhookTestEventSchema = z.object({ note: z.string() }).meta({ id: 'WebhookTestData' });
export type WebhookTestEvent = z.infer<typeof WebhookTestEventSchema>;
export const WEBHOOK_TEST_NOTE = 'A test event sent from Chatgate.';

/**
 * What a webhook's deliveries carry: our event body (`chatgate`), or Green-API's webhook format
 * (`green-api`: set by Green-API's setSettings, with its webhookUrlToken as a Bearer header).
 */
export const WEBHOOK_FORMATS = ['chatgate', 'green-api'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WebhookSettingsSchema = z.object({
  url: z.string().nullable(),
  events: z.array(z.string()),
  format: z.enum(WEBHOOK_FORMATS),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  /** Present once: when the endpoint is first created or the secret rotated. */
  secret: z.string().optional(),
});
export type WebhookSettings = z.infer<typeof WebhookSettingsSchema>;

const WebhookUrlSchema = z
  .string({ error: 'Webhook URL is required' })
  .trim()
  .min(1, 'Webhook URL is required')
  .max(2048, 'Webhook URL must be at most 2048 characters');
const WebhookEventsSchema = z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'Choose at least one event');

/** The dashboard's webhook form: a URL and at least one event. */
export const WebhookFormSchema = z.object({ url: WebhookUrlSchema, events: WebhookEventsSchema });

/**
 * PUT /instance/webhook: changes what it names. `url` is needed only the first time; `events`
 * omitted is every event for a new webhook and unchanged for a set one (a name given twice counts
 * once); `enabled` omitted turns the webhook on (saving turns it on again), `false` turns it off.
 */
export const WebhookSaveSchema = z
  .object({
    url: WebhookUrlSchema.optional(),
    events: WebhookEventsSchema.optional(),
    enabled: z.boolean().optional(),
    /** Omitted: unchanged (`chatgate` for a new webhook). */
    format: z.enum(WEBHOOK_FORMATS).optional(),
  })
  .meta({
    examples: [
      { url: 'https://example.com/chatgate/webhook', events: ['message.received', 'message.status'] },
    ],
  });
export type WebhookSave = z.infer<typeof WebhookSaveSchema>;

/** The answers of the calls that queue a delivery: a test event, a replay. */
export const WebhookMessages = {
  testQueued: 'Test event queued',
  replayQueued: 'Delivery queued again',
  notSet: 'Set a webhook URL first.',
  urlRequired: 'Webhook URL is required',
  removed: 'Webhook removed',
  turnedOffByYou: 'You turned it off.',
  removedError: 'The webhook was removed.',
  turnedOff:
    'The webhook is turned off, so nothing would be delivered. Turn it on again with PUT /instance/webhook and {"enabled": true} (or "Turn on" on the Webhooks page of the dashboard), then try again.',
} as const;

/** POST /instance/webhook/test answers with the id of the test event it queued. */
export const WebhookTestResponseSchema = z.object({ message: z.string(), eventId: z.string() });
