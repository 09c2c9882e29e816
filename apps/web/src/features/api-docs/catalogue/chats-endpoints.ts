import { ChatMessages, EXAMPLE_GROUP_ID } from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS, KEY_ERRORS } from './error-statuses';
import { EXAMPLE_NUMBER, MESSAGE_EXAMPLE, NUMBER_RULE, PAGE_QUERY } from './shared-fields';
import type { EndpointDoc, Json } from './types';

const CHAT_EXAMPLE: Json = {
  id: EXAMPLE_NUMBER,
  name: 'Asha Rao',
  isGroup: false,
  lastMessage: {
    id: 'c0a8012e-7b1f-4c1e-9a55-2f1f0d0e4b6a',
    direction: 'in',
    type: 'text',
    preview: 'Is the order on its way?',
    timestamp: '2025-01-15T10:32:00.000Z',
  },
  unreadCount: 2,
  archived: false,
  pinned: false,
  muted: false,
  mutedUntil: null,
  updatedAt: '2025-01-15T10:32:00.000Z',
};

const CHAT_ID_NOTE = `\`chatId\` is the person’s number (${NUMBER_RULE}) or a group id (\`${EXAMPLE_GROUP_ID}\`), as \`GET /chats\` lists it; a chat the token does not have is 404 "${ChatMessages.chatNotFound}".`;
const NAME_NOTE =
  '`name` is, for a person, the contact’s saved name, else their push name, else null (as `GET /contacts` has them now); for a group, its subject.';
const CHANGE_ERRORS = [400, ...ACTIVE_TOKEN_ERRORS, 404, 409, 501];
const ON_PHONE_NOTE =
  'The change is made on the linked phone too (WhatsApp shows it there and on every linked device); `chat.updated` is sent when it changed anything. No phone connected is 409; an engine that cannot change chats answers 501 `NOT_SUPPORTED_BY_ENGINE`.';

/** A POST /chats/{chatId}/<action> without a body. */
const change = (action: string, summary: string, example: Json): EndpointDoc => ({
  id: `${action}-chat`,
  section: 'messages',
  method: 'POST',
  path: `/chats/{chatId}/${action}`,
  summary,
  notes: [CHAT_ID_NOTE, ON_PHONE_NOTE],
  auth: 'api-key',
  response: { status: 200, example: { ...(CHAT_EXAMPLE as object), ...(example as object) } },
  errors: CHANGE_ERRORS,
  sample: { path: `/chats/${EXAMPLE_NUMBER}/${action}` },
});

/** The token's chats: the list, a chat's messages, archive, pin, mute and delete. */
export const CHATS_ENDPOINTS: EndpointDoc[] = [
  {
    id: 'list-chats',
    section: 'messages',
    method: 'GET',
    path: '/chats',
    summary: 'List your chats, newest activity first, with their last message and unread count.',
    notes: [
      'A chat is every number or group the token wrote with or received from, and every group its phone was added to or created (channels are not chats). Its last message, unread count and order follow every send and received message, also a message typed on the linked phone itself; archived, pinned and muted follow these calls and what the user does on the phone.',
      '`unreadCount` counts received messages not marked read (`POST /chats/{chatId}/read`, or read on the phone). `mutedUntil` is null while muted for ever.',
      NAME_NOTE,
    ],
    auth: 'api-key',
    query: [
      ...PAGE_QUERY,
      {
        name: 'archived',
        type: 'boolean',
        required: false,
        rules: '`true`: only archived chats; `false`: only the others; left out: every chat.',
      },
    ],
    response: {
      status: 200,
      example: { result: [CHAT_EXAMPLE], nextCursor: `1736937120000:${EXAMPLE_NUMBER}` },
    },
    errors: [400, ...KEY_ERRORS],
    sample: { path: '/chats?limit=50' },
  },
  {
    id: 'get-chat',
    section: 'messages',
    method: 'GET',
    path: '/chats/{chatId}',
    summary: 'Get one chat, as the chat list shows it.',
    notes: [CHAT_ID_NOTE, NAME_NOTE],
    auth: 'api-key',
    response: { status: 200, example: CHAT_EXAMPLE },
    errors: [...KEY_ERRORS, 404],
    sample: { path: `/chats/${EXAMPLE_NUMBER}` },
  },
  {
    id: 'list-chat-messages',
    section: 'messages',
    method: 'GET',
    path: '/chats/{chatId}/messages',
    summary: 'Page through one chat’s messages, sent and received, newest first.',
    notes: [CHAT_ID_NOTE, 'After a delete, only messages that came later are the chat’s.'],
    auth: 'api-key',
    query: PAGE_QUERY,
    response: { status: 200, example: { result: [MESSAGE_EXAMPLE], nextCursor: '1042' } },
    errors: [400, ...KEY_ERRORS, 404],
    sample: { path: `/chats/${EXAMPLE_NUMBER}/messages?limit=50` },
  },
  change('archive', 'Archive a chat.', { archived: true }),
  change('unarchive', 'Unarchive a chat.', { archived: false }),
  change('pin', 'Pin a chat.', { pinned: true }),
  change('unpin', 'Unpin a chat.', { pinned: false }),
  {
    ...change('mute', 'Mute a chat’s notifications, until a time or for ever.', {
      muted: true,
      mutedUntil: '2025-01-16T08:00:00.000Z',
    }),
    body: [
      {
        name: 'until',
        type: 'string (ISO 8601)',
        required: false,
        rules: `When the mute ends, in the future (else 400 "${ChatMessages.untilPast}"). Left out: muted for ever.`,
      },
    ],
    sample: { path: `/chats/${EXAMPLE_NUMBER}/mute`, body: { until: '2025-01-16T08:00:00Z' } },
  },
  change('unmute', 'Unmute a chat.', { muted: false, mutedUntil: null }),
  {
    ...change('delete', 'Delete a chat on the linked phone and from your chat list.', {
      lastMessage: null,
      unreadCount: 0,
    }),
    id: 'delete-chat',
    method: 'DELETE',
    path: '/chats/{chatId}',
    notes: [
      CHAT_ID_NOTE,
      'The chat and its messages are deleted on the linked phone; here it leaves `GET /chats` and its messages leave `GET /chats/{chatId}/messages`, while they stay in `GET /messages` and by id. `chat.updated` is sent with `deleted: true`. A new message brings the chat back, empty before it.',
    ],
    sample: { path: `/chats/${EXAMPLE_NUMBER}` },
  },
];
