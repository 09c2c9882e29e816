import {
  DISCONNECT_REASONS,
  EVENT_VERSION,
  type EventOf,
  type EventType,
  INSTANCE_EVENT_STATES,
  MESSAGE_STATUSES,
  PRESENCE_UPDATE_STATES,
  WEBHOOK_TEST_EVENT_TYPE,
} from '@chatgate/contracts';
import { EXAMPLE_ID, EXAMPLE_TIME, MESSAGE_EXAMPLE } from './shared-fields';

export interface WebhookEventDoc {
  type: EventType;
  when: string;
  data: string;
  /** Delivered whatever the webhook subscribed to, and not itself a choice in `events`. */
  always?: true;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(' | ');

/** The event types a webhook can subscribe to, and what their data holds. */
const SUBSCRIBABLE_EVENTS: WebhookEventDoc[] = [
  {
    type: 'message.received',
    when: 'A message arrived on the connected phone.',
    data: 'The message, as `GET /messages/{id}` shows it (`direction` in, `status` received). In a group, `author` is the member’s number; `senderLid` is the writer’s WhatsApp LID (`<digits>@lid`) when WhatsApp gave one, else null. `from` is the writer’s number and `fromLid` their LID (`authorLid` in a group), each null when unknown: a LID is never given as a number. A contact the token blocked sends none.',
  },
  {
    type: 'message.status',
    when: `A message you sent changed status (${MESSAGE_STATUSES.filter((s) => s !== 'received').join(', ')}).`,
    data: 'The message with its new `status` (`error` holds the reason when it failed).',
  },
  {
    type: 'message.sent_on_phone',
    when: 'The linked phone sent a message typed on the phone itself, not through the API (the API’s own sends are `message.status`). It is one of the token’s sent messages from then on: in `GET /messages`, the chat’s messages and its last message.',
    data: 'The message, as `GET /messages/{id}` shows it (`direction` out, `status` sent).',
  },
  {
    type: 'message.edited',
    when: 'A text was edited: by you (`PATCH /messages/{id}`, within 15 minutes), or a received one by its sender.',
    data: 'The message with its new `body` and `editedAt`.',
  },
  {
    type: 'message.revoked',
    when: 'A message was deleted for everyone: by you (`DELETE /messages/{id}` once sent, within 2 days), or a received one by its sender.',
    data: 'The message with `revokedAt` set; its `body` is empty and `media` null.',
  },
  {
    type: 'instance.state',
    when: 'The session changed state: a QR code is waiting (`qr`), the phone connected (`connected`), the connection was lost (`disconnected`, with the `reason`: `error` when it failed, `qr-timeout` when nobody scanned the QR code in time), or the phone was logged out (`logged_out`: by `POST /instance/logout`, the dashboard or the phone). One event per change: a report that leaves the state as it was (a second logout, a reconnect, a refreshed QR code) sends none.',
    data: `\`{ "state": ${quoted(INSTANCE_EVENT_STATES)}, "wid": <phone number while connected> | null, "reason": ${quoted(DISCONNECT_REASONS)} }\` (\`reason\` only with \`disconnected\`)`,
  },
  {
    type: 'group.created',
    when: 'A group with the token’s phone in it was created (by this token or another member).',
    data: '`{ "groupId", "subject", "participants": [<numbers>], "members": [{ "number" | null, "lid" | null }], "author": <creator number> | null, "authorLid": <LID> | null }`; a member whose number is hidden is named by LID (`<digits>@lid`) in `participants`',
  },
  {
    type: 'group.participants',
    when: 'Participants were added to, removed from, promoted to admin or demoted in a group of the token’s phone, including itself (joining by invite is an add, leaving a remove, by the phone itself). From the token’s own calls and from changes other members make.',
    data: '`{ "groupId", "action": "add" | "remove" | "promote" | "demote", "participants": [<numbers that changed>], "members": [{ "number" | null, "lid" | null }] (the same members, same order), "actor": <number of who did it> | null, "actorLid": <their LID> | null, "author": <the same> | null, "authorLid": <the same> | null }`; a member whose number is hidden is named by LID (`<digits>@lid`) in `participants`',
  },
  {
    type: 'poll.vote',
    when: 'Someone voted on a poll the token sent or received, or changed or took back their vote (the latest vote of a voter replaces their earlier one).',
    data: '`{ "messageId": <the poll’s id>, "chatId", "voter": <number> | null, "voterLid": <LID> | null, "selectedOptions": [<option texts>], "timestamp" }` (`selectedOptions` empty: the vote was taken back)',
  },
  {
    type: 'group.updated',
    when: 'The subject, description, settings or picture of a group of the token’s phone changed: by `PATCH /groups/{groupId}`, `PUT` or `DELETE /groups/{groupId}/picture`, or by another admin on their phone. WhatsApp may report several changes made at once as one event each.',
    data: '`{ "groupId", "changes": { "subject"?, "description"?, "onlyAdminsSend"?, "onlyAdminsEdit"?, "picture"?: "set" | "removed" } (only what changed), "actor": <number of who did it> | null, "actorLid": <their LID> | null }`',
  },
  {
    type: 'presence.update',
    when: 'A contact the token subscribed to (`POST /presence/subscribe`) came online, went offline, or typed, recorded or stopped in its chat with the token.',
    data: `\`{ "chatId": <the contact’s number>, "state": ${quoted(PRESENCE_UPDATE_STATES)}, "lastSeen": <ISO time> | null }\``,
  },
  {
    type: 'call.received',
    when: 'A voice or video call reached the token’s phone. It rings until answered on the phone, rejected (`POST /calls/{callId}/reject`, at once with the `rejectCalls` setting, or on the phone) or missed.',
    data: '`{ "id": <the call id>, "from": <caller number, or the group id>, "fromLid": <the caller’s LID, or null>, "video": true | false, "group": true | false, "timestamp", "status": "ringing", "answeredAt": null, "endedAt": null }` (the call as `GET /calls/{callId}` shows it)',
  },
  {
    type: 'call.rejected',
    when: 'An incoming call was rejected: by `POST /calls/{callId}/reject` or on the linked phone (`automatic` false), or by the token’s `rejectCalls` setting (`automatic` true, and the `callRejectMessage`, if any, is queued to the caller). `call.ended` follows.',
    data: 'The call as in `call.received`, with `"status": "rejected"`, its `endedAt`, and `"automatic": true | false`.',
  },
  {
    type: 'call.accepted',
    when: 'An incoming call was answered on the linked phone. It lasts until one side hangs up (`call.ended`).',
    data: 'The call as in `call.received`, with `"status": "accepted"` and its `answeredAt`.',
  },
  {
    type: 'call.ended',
    when: 'An incoming call ended, once for every call: `reason` `rejected` (after `call.rejected`), `missed` (nobody answered: it rang out, or the caller gave up) or `hangup` (it was answered, then either side hung up).',
    data: 'The call as in `call.received`, with its final `status` (`rejected`, `missed` or `ended`), `endedAt`, and `"reason": "rejected" | "missed" | "hangup"`.',
  },
  {
    type: 'status.viewed',
    when: 'A contact opened a status the token posted (POST /status/text or /status/media), once per viewer.',
    data: '`{ "statusId": <the status’s id>, "viewer": <number>, "timestamp" }`',
  },
  {
    type: 'status.received',
    when: 'A contact posted a status the linked phone can see. It is stored as a message of type `status` in the chat `status@broadcast`, by its poster (`author`).',
    data: 'The message, as `GET /messages/{id}` shows it: `chatId` "status@broadcast", `author` the poster, `type` "status", `body` its text or caption',
  },
  {
    type: 'status.revoked',
    when: 'A contact deleted a status of theirs that the token received (`status.received`). The stored status is marked deleted for everyone, as a revoked message is. A status the token itself deletes (DELETE /status/{id}) sends `message.revoked` instead.',
    data: 'The status message as in `status.received`, with `revokedAt` set (the same id as its `status.received`)',
  },
  {
    type: 'chat.updated',
    when: 'A chat was archived, unarchived, pinned, unpinned, muted, unmuted or deleted, by the chats calls or on the linked phone, or read on the phone. Not sent for each new message (`message.received` and `message.status` are).',
    data: 'The chat as `GET /chats` shows it, with `"deleted": true | false`: `{ "id", "name", "isGroup", "lastMessage", "unreadCount", "archived", "pinned", "muted", "mutedUntil", "updatedAt", "deleted" }`',
  },
];

/** The event types `events` can name. */
export const WEBHOOK_EVENT_TYPES = SUBSCRIBABLE_EVENTS.map((event) => event.type);

/** Every event type a webhook can receive: those it subscribes to, and the test event. */
export const WEBHOOK_EVENTS: WebhookEventDoc[] = [
  ...SUBSCRIBABLE_EVENTS,
  {
    type: WEBHOOK_TEST_EVENT_TYPE,
    when: 'You asked for a test delivery (`POST /instance/webhook/test` or the dashboard’s button). It is always delivered, whatever `events` the webhook subscribed to, and cannot be subscribed to or left out. Like every event it has its own `seq` and is also in the event log.',
    data: '`{ "note": "A test event sent from Chatgate." }`',
    always: true,
  },
];

/** A delivery's JSON body; the same shape as an entry of GET /events (the contracts' EventSchema). */
export const WEBHOOK_BODY_EXAMPLE = {
  version: EVENT_VERSION,
  id: EXAMPLE_ID,
  type: 'message.status',
  insid: 'YOUR_TOKEN_ID',
  seq: 42,
  timestamp: EXAMPLE_TIME,
  data: { ...MESSAGE_EXAMPLE, status: 'read' },
} satisfies EventOf<'message.status'>;
