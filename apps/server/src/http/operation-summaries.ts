import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';

/**
 * The titles of the Messaging API's operations in the interactive reference (its side bar and
 * search show a path where an operation has none). Keyed by method and path below /api/v1, with
 * Fastify's `:param` as OpenAPI's `{param}`. The dashboard's twins of the queue, settings and
 * webhook calls take the titles of the token's own, marked as the dashboard's.
 */
const SUMMARIES: Record<string, string> = {
  'POST /send/text': 'Send a text message',
  'POST /send/media': 'Send an image, audio, video, document or archive',
  'POST /send/location': 'Send a location',
  'POST /send/contact': 'Send a contact card',
  'POST /send/reaction': 'React to a message',
  'GET /messages/{id}': 'Get a message and its status',
  'GET /messages/{id}/media': 'Download the file of a received message',
  'GET /messages': 'List messages, newest first',
  'DELETE /messages/{id}': 'Cancel a queued message',
  'POST /chats/{chatId}/read': 'Mark received messages read (read receipts)',
  'GET /queue': 'List the send queue',
  'DELETE /queue': 'Cancel every queued message',
  'POST /check/checknumberstatus': 'Check whether a number is on WhatsApp',
  'POST /dash/checknumberstatus': 'Check a number (dashboard style, query string)',
  'POST /groups': 'Create a group',
  'GET /groups': 'List groups',
  'GET /groups/{groupId}': 'Get a group and its participants',
  'POST /groups/{groupId}/participants/{action}': 'Add, remove, promote or demote participants',
  'POST /groups/{groupId}/send': 'Send a text to a group',
  'POST /channels': 'Create a channel',
  'GET /channels': 'List channels',
  'POST /channels/{channelId}/send': 'Post a text to a channel',
  'GET /instance/state': 'Get the connection state',
  'GET /instance/qr': 'Get a QR code to link a phone',
  'POST /instance/pairing-code': 'Get a pairing code to link by phone number',
  'POST /instance/logout': 'Log the phone out',
  'POST /instance/reboot': 'Restart the session',
  'GET /instance/settings': 'Get the sending settings',
  'PUT /instance/settings': 'Change the sending settings',
  'GET /events': 'Read the event log',
  'GET /instance/webhook': 'Get the webhook settings',
  'PUT /instance/webhook': 'Change the webhook settings',
  'DELETE /instance/webhook': 'Remove the webhook',
  'POST /instance/webhook/secret': 'Rotate the signing secret',
  'POST /instance/webhook/test': 'Send a test event',
  'GET /instance/webhook/deliveries': 'List webhook deliveries',
  'POST /instance/webhook/deliveries/{id}/replay': 'Replay a delivery',
};

/** The dashboard's twins, with the session instead of the API key, at these paths. */
const DASHBOARD_TWINS: [string, string][] = [
  ['/dash/wa/queue', '/queue'],
  ['/dash/wa/settings', '/instance/settings'],
  ['/dash/wa/webhook', '/instance/webhook'],
];

/** The title of `method url` (`/api/v1/dash/wa/queue/:id/` takes that of `/messages/{id}`). */
function summaryOf(method: string, url: string): string | undefined {
  let path = url
    .replace(/^\/api\/v1/, '')
    .replace(/:(\w+)/g, '{$1}')
    .replace(/\/$/, '');
  const twin = DASHBOARD_TWINS.find(([dashboard]) => path.startsWith(dashboard));
  if (!twin) return SUMMARIES[`${method} ${path}`];
  path = twin[1] + path.slice(twin[0].length);
  if (path === '/queue/{id}') path = '/messages/{id}';
  const summary = SUMMARIES[`${method} ${path}`];
  return summary && `${summary} (dashboard session)`;
}

/** Wraps the OpenAPI transform: each Messaging API operation gets its title. */
export function addSummaries<S extends FastifySchema>(transform: SwaggerTransform<S>): SwaggerTransform<S> {
  return (input) => {
    const converted = transform(input);
    const methods = [input.route.method].flat();
    // A route's own summary wins over this table's (the table titles the routes that have none).
    const summary = converted.schema.summary ?? summaryOf(String(methods[0]), input.url);
    return summary ? { ...converted, schema: { ...converted.schema, summary } } : converted;
  };
}
