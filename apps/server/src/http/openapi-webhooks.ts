import { EVENT_SCHEMAS, EVENT_TYPES, type EventType, eventSchemaIdOf } from '@chatgate/contracts';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event type, the request a webhook in our
 * format (`chatgate`) receives, its body the event type's schema from the contracts' EventSchema,
 * named by its registry id (a component schema of the document).
 */

/** The Standard Webhooks headers every delivery carries (jobs/webhook-deliverer.ts). */
const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The event’s `id`, the same on every attempt and replay: drop repeats by it.',
  },
  { name: 'webhook-timestamp', description: 'When this attempt was signed, in Unix seconds.' },
  {
    name: 'webhook-signature',
    description:
      'Space-separated `v1,<base64 HMAC-SHA256>` signatures of `<webhook-id>.<webhook-timestamp>.<body>` by the signing secret (two while a rotated secret still signs).',
  },
].map((header) => ({
  ...header,
  in: 'header' as const,
  required: true,
  schema: { type: 'string' as const },
}));

const DELIVERY_NOTE =
  'Signed per Standard Webhooks, retried for about 27.6 hours until any 2xx answer. A webhook in `green-api` format receives Green-API’s bodies instead.';

const eventWebhook = (type: EventType) => {
  const id = eventSchemaIdOf(type);
  const description = z.globalRegistry.get(EVENT_SCHEMAS[type])?.description ?? '';
  return {
    post: {
      operationId: `receive${id}`,
      summary: description,
      description: `The \`${type}\` event. ${DELIVERY_NOTE}`,
      tags: ['webhooks'],
      // A receiver checks the signature headers, not one of the API's credentials.
      security: [],
      parameters: SIGNATURE_HEADERS,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
      },
      responses: {
        '200': { description: 'Received: any 2xx answer ends the delivery.' },
        '410': { description: 'Gone: turns the webhook off until it is set or turned on again.' },
      },
    },
  };
};

/** Every event type with the request its webhook receives, by event type. */
export const eventWebhooks = () => Object.fromEntries(EVENT_TYPES.map((type) => [type, eventWebhook(type)]));
