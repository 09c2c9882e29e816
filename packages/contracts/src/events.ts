import { z } from 'zod';
import { CallEndedEventSchema, CallRejectedEventSchema, CallViewSchema } from './calls';
import { ChatUpdatedEventSchema } from './chats';
import { EVENT_DESCRIPTIONS, TEST_EVENT_DESCRIPTION } from './event-descriptions';
import {
  GroupCreatedEventSchema,
  GroupParticipantsEventSchema,
  GroupUpdatedEventSchema,
} from './group-events';
import { InstanceStateEventSchema } from './instance-state-event';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT_TYPE,
  type WebhookEventType,
  WebhookTestEventSchema,
} from './logs';
import { MessageViewSchema } from './message-views';
import { PollVoteEventSchema } from './polls';
import { PresenceUpdateEventSchema } from './presence';
import { StatusViewedEventSchema } from './statuses';

/**
 * Events as types (issue 47, decision 0038): every event the server writes, as `GET /events`
 * lists it and a webhook in our format receives it, one schema per event type in one union on
 * `type`.
 */

/**
 * The version of an event's shape, its envelope and its `data`, carried in every body. Additions
 * (a new field, a new event type) keep it: receivers ignore what they do not know. A change that
 * could break a receiver (a field removed, renamed or retyped) raises it.
 */
export const EVENT_VERSION = 1;

/** Every event type: those a webhook subscribes to, and the test event. */
export type EventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE;
export const EVENT_TYPES: readonly EventType[] = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE];

/** What each event type's `data` holds. */
const EVENT_DATA = {
  'message.received': MessageViewSchema,
  'message.status': MessageViewSchema,
  'message.sent_on_phone': MessageViewSchema,
  'message.edited': MessageViewSchema,
  'message.revoked': MessageViewSchema,
  'instance.state': InstanceStateEventSchema,
  'group.created': GroupCreatedEventSchema,
  'group.participants': GroupParticipantsEventSchema,
  'poll.vote': PollVoteEventSchema,
  'group.updated': GroupUpdatedEventSchema,
  'presence.update': PresenceUpdateEventSchema,
  'call.received': CallViewSchema,
  'call.rejected': CallRejectedEventSchema,
  'call.accepted': CallViewSchema,
  'call.ended': CallEndedEventSchema,
  'status.viewed': StatusViewedEventSchema,
  'status.received': MessageViewSchema,
  'status.revoked': MessageViewSchema,
  'chat.updated': ChatUpdatedEventSchema,
  'webhook.test': WebhookTestEventSchema,
} satisfies Record<EventType, z.ZodType>;
type EventData = typeof EVENT_DATA;

const DESCRIPTIONS: Record<EventType, string> = { ...EVENT_DESCRIPTIONS, ...TEST_EVENT_DESCRIPTION };

/**
 * The registry id (the OpenAPI component name) of an event type's schema: `message.status` is
 * MessageStatusEvent, `message.sent_on_phone` MessageSentOnPhoneEvent.
 */
export const eventSchemaIdOf = (type: EventType) =>
  `${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Event`;

const eventSchemaOf = <T extends EventType>(type: T) =>
  z
    .object({
      version: z.literal(EVENT_VERSION).meta({
        description:
          'The version of the event’s shape: new fields and event types keep it, a change that could break a receiver raises it',
      }),
      id: z
        .string()
        .meta({ description: 'The event’s id: a delivery’s `webhook-id`, the key to drop repeats by' }),
      type: z.literal(type),
      insid: z.string().meta({ description: 'The token whose event it is' }),
      seq: z.number().int().meta({
        description: 'The token’s event number: consecutive, in commit order (`GET /events?after=`)',
      }),
      timestamp: z
        .string()
        .meta({ format: 'date-time', description: 'When the event was recorded (ISO 8601)' }),
      data: EVENT_DATA[type] as EventData[T],
    })
    .meta({ id: eventSchemaIdOf(type), description: DESCRIPTIONS[type] });

type EventSchemas = { [T in EventType]: ReturnType<typeof eventSchemaOf<T>> };

/** Each event type's schema, by type. */
export const EVENT_SCHEMAS = Object.fromEntries(
  EVENT_TYPES.map((type) => [type, eventSchemaOf(type)]),
) as EventSchemas;

type AnyEventSchema = EventSchemas[EventType];

/** An event, as `GET /events` lists it and a webhook (our format) receives it. */
export const EventSchema = z
  .discriminatedUnion('type', Object.values(EVENT_SCHEMAS) as [AnyEventSchema, ...AnyEventSchema[]])
  .meta({
    id: 'Event',
    // OpenAPI's hint for generated clients: `type` names the schema of the rest.
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(
        EVENT_TYPES.map((type) => [type, `#/components/schemas/${eventSchemaIdOf(type)}`]),
      ),
    },
  });
export type ChatgateEvent = z.infer<typeof EventSchema>;
/** The event of one type. */
export type EventOf<T extends EventType> = Extract<ChatgateEvent, { type: T }>;
/** What an event of one type carries in `data`. */
export type EventDataOf<T extends EventType> = EventOf<T>['data'];

/** GET /events: the token's events after `after`, and the cursor to ask after next. */
export const EventsQuerySchema = z.object({
  after: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .meta({ description: 'The `next` of the previous page (0, or left out: from the first event)' }),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const EventsResponseSchema = z.object({
  result: z.array(EventSchema),
  next: z.number().int().meta({ description: 'The cursor to ask after: the last event’s `seq`' }),
});
export type EventsPage = z.infer<typeof EventsResponseSchema>;
