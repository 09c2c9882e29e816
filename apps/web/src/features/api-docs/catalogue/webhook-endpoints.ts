import {
  DELIVERIES_DEFAULT_LIMIT,
  DELIVERIES_MAX_LIMIT,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WebhookMessages,
} from '@chatgate/contracts';
import { KEY_ERRORS } from './error-statuses';
import { EXAMPLE_ID, EXAMPLE_TIME } from './shared-fields';
import type { EndpointDoc } from './types';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

const webhook = { section: 'webhooks', auth: 'api-key' } as const;
const SETTINGS = {
  url: 'https://example.com/chatgate/webhook',
  events: WEBHOOK_EVENT_TYPES,
  format: 'chatgate',
  enabled: true,
  disabledReason: null,
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

/** The token's webhook: settings, signing secret, test event, deliveries and replays. */
export const WEBHOOK_ENDPOINTS: EndpointDoc[] = [
  {
    ...webhook,
    id: 'get-webhook',
    method: 'GET',
    path: '/instance/webhook',
    summary: 'The webhook settings of the token.',
    response: { status: 200, example: SETTINGS },
    errors: KEY_ERRORS,
  },
  {
    ...webhook,
    id: 'set-webhook',
    method: 'PUT',
    path: '/instance/webhook',
    summary: 'Set where events are delivered and which ones, or turn the webhook off and on.',
    notes: [
      'The first time, the answer also carries the signing `secret` (`whsec_...`). It is shown only once: store it to verify deliveries.',
      'Only the fields you send change. Saving turns the webhook on again if it was turned off (by you, or after your endpoint answered 410) and clears `disabledReason`, unless you send `"enabled": false`.',
      'While the webhook is off, events are not delivered; deliveries that were pending wait and go out when it is turned on again.',
    ],
    body: [
      {
        name: 'url',
        type: 'string',
        required: false,
        rules:
          'An http(s) URL reachable from the internet. Needed the first time; afterwards omit it to keep the current one.',
      },
      {
        name: 'events',
        type: 'string[]',
        required: false,
        rules: `Any of ${WEBHOOK_EVENT_TYPES.map((type) => `\`${type}\``).join(', ')}; a name given twice counts once. Omitted: every event for a new webhook, unchanged for one already set. \`webhook.test\` is always delivered and is not a choice.`,
      },
      {
        name: 'enabled',
        type: 'boolean',
        required: false,
        rules:
          '`false` turns the webhook off (`disabledReason` says you did), `true` or omitted turns it on.',
      },
      {
        name: 'format',
        type: 'string',
        required: false,
        rules:
          '`chatgate` (our event bodies, the default) or `green-api` (Green-API’s webhook bodies, as its `setSettings` with a `webhookUrl` chooses; events Green-API has no notification for are not sent). Omitted: unchanged.',
      },
    ],
    response: { status: 200, example: { ...SETTINGS, secret: SECRET } },
    errors: [400, ...KEY_ERRORS],
    sample: {
      path: '/instance/webhook',
      body: { url: SETTINGS.url, events: WEBHOOK_EVENT_TYPES },
    },
  },
  {
    ...webhook,
    id: 'remove-webhook',
    method: 'DELETE',
    path: '/instance/webhook',
    summary: 'Remove the webhook: its URL, events and signing secret.',
    notes: [
      'Later events are no longer delivered, and deliveries still pending end failed (`lastError`: “' +
        WebhookMessages.removedError +
        '”). The event log keeps every event. Setting a webhook again creates a new secret.',
      'To stop deliveries for a while and keep the settings, send `{"enabled": false}` to `PUT /instance/webhook` instead.',
    ],
    response: { status: 200, example: { message: WebhookMessages.removed } },
    errors: [...KEY_ERRORS, 404],
  },
  {
    ...webhook,
    id: 'rotate-webhook-secret',
    method: 'POST',
    path: '/instance/webhook/secret',
    summary: 'Replace the signing secret; the new one is shown only once.',
    notes: [
      `For ${WEBHOOK_SECRET_OVERLAP_HOURS} hours the secret it replaced keeps working: each delivery is signed with both (two signatures in \`webhook-signature\`, \`v1,<new> v1,<old>\`), so deliveries verify while you deploy the new secret. Then only the new one signs. Rotating again within the ${WEBHOOK_SECRET_OVERLAP_HOURS} hours ends the older secret at once.`,
    ],
    response: { status: 200, example: { secret: SECRET } },
    errors: [...KEY_ERRORS, 404],
  },
  {
    ...webhook,
    id: 'test-webhook',
    method: 'POST',
    path: '/instance/webhook/test',
    summary: 'Send a test event to the webhook now, to check your endpoint.',
    notes: [
      'The test event (`webhook.test`) is delivered whatever `events` the webhook subscribed to.',
      `While the webhook is turned off (by you, or after your endpoint answered 410) nothing would be delivered: the answer is 409, “${WebhookMessages.turnedOff}”`,
    ],
    response: { status: 200, example: { message: WebhookMessages.testQueued, eventId: EXAMPLE_ID } },
    errors: [...KEY_ERRORS, 404, 409],
  },
  {
    ...webhook,
    id: 'list-webhook-deliveries',
    method: 'GET',
    path: '/instance/webhook/deliveries',
    summary: 'Deliveries, newest first, with their status, attempts and the last answer of your endpoint.',
    notes: [
      'Page through them with `cursor`: pass the `nextCursor` of the previous page; it is `null` on the last page.',
      'A delivery is `pending` while it waits for its next attempt (`nextAttemptAt`), `succeeded` once your endpoint answered 2xx, `failed` when the retries ran out, your endpoint answered 410, or the webhook was removed.',
    ],
    query: [
      {
        name: 'limit',
        type: 'integer',
        required: false,
        rules: `Deliveries per page: 1 to ${DELIVERIES_MAX_LIMIT}, default ${DELIVERIES_DEFAULT_LIMIT}.`,
      },
      {
        name: 'cursor',
        type: 'string',
        required: false,
        rules: 'The `nextCursor` of the previous page; omitted: the newest deliveries.',
      },
      {
        name: 'status',
        type: 'string',
        required: false,
        rules: `Only deliveries in this state: ${WEBHOOK_DELIVERY_STATUSES.map((status) => `\`${status}\``).join(', ')}.`,
      },
    ],
    response: {
      status: 200,
      example: {
        result: [
          {
            id: EXAMPLE_ID,
            eventId: '9b2e4d71-0c3a-4f8e-b6d5-1a7c9e3f2b80',
            type: 'message.status',
            seq: 42,
            status: 'pending',
            attempts: 3,
            lastStatusCode: 500,
            lastError: 'HTTP 500',
            nextAttemptAt: EXAMPLE_TIME,
            createdAt: EXAMPLE_TIME,
            deliveredAt: null,
          },
        ],
        nextCursor: `2025-01-15T10:30:00.123456Z_${EXAMPLE_ID}`,
      },
    },
    errors: [400, ...KEY_ERRORS],
    sample: { path: '/instance/webhook/deliveries?limit=50&status=failed' },
  },
  {
    ...webhook,
    id: 'replay-webhook-delivery',
    method: 'POST',
    path: '/instance/webhook/deliveries/{id}/replay',
    summary: 'Deliver an event again, e.g. after fixing your endpoint.',
    notes: ['While the webhook is turned off the answer is 409: turn it on first.'],
    response: { status: 200, example: { message: WebhookMessages.replayQueued } },
    errors: [400, ...KEY_ERRORS, 404, 409],
    sample: { path: '/instance/webhook/deliveries/YOUR_DELIVERY_ID/replay' },
  },
];
