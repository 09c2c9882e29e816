import type { WEBHOOK_TEST_EVENT_TYPE, WebhookEventType } from './logs';

/**
 * What each event means, in a line: the dashboard's webhook form shows them beside the event
 * choices, and the OpenAPI document's `webhooks` section as each event's summary. Free of zod, so
 * a page can show them without loading the schemas.
 */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'message.received': 'A message arrived on the linked phone.',
  'message.status': 'A message you sent was sent, delivered, read or failed.',
  'message.sent_on_phone': 'The linked phone sent a message typed on it (not through the API).',
  'message.edited': 'A message you sent or received was edited.',
  'message.revoked': 'A message you sent or received was deleted for everyone.',
  'instance.state': 'The phone connected, disconnected or was logged out, or a new QR code is waiting.',
  'group.created': 'A group with the linked phone in it was created.',
  'group.participants':
    'Participants were added to, removed from, promoted or demoted in a group of the linked phone.',
  'poll.vote': 'Someone voted on a poll, or changed or took back their vote.',
  'group.updated': 'A group’s subject, description or settings changed.',
  'presence.update': 'A contact you subscribed to came online, went away, typed or stopped.',
  'call.received': 'A voice or video call reached the linked phone.',
  'call.rejected':
    'An incoming call was rejected: by your API call, at once by the Calls setting, or on the linked phone.',
  'call.accepted': 'An incoming call was answered on the linked phone.',
  'call.ended': 'A call ended: rejected, missed (nobody answered) or hung up after it was answered.',
  'status.viewed': 'A contact opened a status you posted.',
  'status.received': 'A contact posted a status the linked phone can see.',
  'status.revoked': 'A contact deleted a status they had posted.',
  'chat.updated': 'A chat was archived, pinned, muted, read on the phone or deleted, or their undoing.',
};

/** The test event's line: it is delivered whatever the webhook subscribed to. */
export const TEST_EVENT_DESCRIPTION: Record<typeof WEBHOOK_TEST_EVENT_TYPE, string> = {
  'webhook.test':
    'A test delivery you asked for (POST /instance/webhook/test), whatever the webhook subscribed to.',
};
