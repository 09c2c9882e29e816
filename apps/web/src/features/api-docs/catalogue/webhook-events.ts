import { MESSAGE_STATUSES } from '@chatgate/contracts';
import { EXAMPLE_ID, EXAMPLE_TIME, MESSAGE_EXAMPLE } from './shared-fields';
import type { Json } from './types';

export interface WebhookEventDoc {
  type: string;
  when: string;
  data: string;
}

/** The event types a webhook can subscribe to, and what their data holds. */
export const WEBHOOK_EVENTS: WebhookEventDoc[] = [
  {
    type: 'message.received',
    when: 'A message arrived on the connected phone.',
    data: 'The message, as `GET /messages/{id}` shows it (`direction` in, `status` received). In a group, `author` is the member’s number; `senderLid` is the writer’s WhatsApp LID (`<digits>@lid`) when WhatsApp gave one, else null.',
  },
  {
    type: 'message.status',
    when: `A message you sent changed status (${MESSAGE_STATUSES.filter((s) => s !== 'received').join(', ')}).`,
    data: 'The message with its new `status` (`error` holds the reason when it failed).',
  },
  {
    type: 'instance.state',
    when: 'The phone connected, disconnected or a new QR code is waiting.',
    data: '`{ "state": "idle" | "qr" | "connected", "wid": <phone number> | null }`',
  },
  {
    type: 'group.created',
    when: 'A group with the token’s phone in it was created (by this token or another member).',
    data: '`{ "groupId", "subject", "participants": [<numbers>], "author": <creator number> | null }`',
  },
  {
    type: 'group.participants',
    when: 'Participants were added to or removed from a group of the token’s phone, including itself.',
    data: '`{ "groupId", "action": "add" | "remove", "participants": [<numbers that changed>], "author": <number> | null }`',
  },
];

export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENTS.map((event) => event.type);

/** A delivery's JSON body; the same shape as an entry of GET /events. */
export const WEBHOOK_BODY_EXAMPLE: Json = {
  id: EXAMPLE_ID,
  type: 'message.status',
  insid: 'YOUR_TOKEN_ID',
  seq: 42,
  timestamp: EXAMPLE_TIME,
  data: { ...(MESSAGE_EXAMPLE as Record<string, Json>), status: 'read' },
};
