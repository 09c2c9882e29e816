import { PRESENCE_SHOWN_SECONDS } from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS } from './error-statuses';
import { EXAMPLE_NUMBER, NUMBER_RULE } from './shared-fields';
import type { EndpointDoc } from './types';

const presence = { section: 'presence', auth: 'api-key', method: 'POST' } as const;
/** Bad input, the token's calls, no phone connected, and an engine without the operation. */
export const PRESENCE_ERRORS = [400, ...ACTIVE_TOKEN_ERRORS, 409, 501];
export const NOT_SUPPORTED =
  'An engine that cannot do it answers 501 with the code `NOT_SUPPORTED_BY_ENGINE` (see `GET /instance/capabilities`).';

/** Typing indicators and a contact's presence (decision 0028). */
export const PRESENCE_ENDPOINTS: EndpointDoc[] = [
  {
    ...presence,
    id: 'send-presence',
    path: '/chats/{chatId}/presence',
    summary: 'Show “typing...” or “recording audio...” in a chat, as a person writing a reply would.',
    notes: [
      `\`chatId\` is the contact’s number (${NUMBER_RULE}) or a group id. The indicator shows under the chat’s name for about ${PRESENCE_SHOWN_SECONDS} seconds, until you send \`paused\`, or until your message arrives; send it again to keep it showing while you prepare a long answer.`,
      `${NOT_SUPPORTED} 409 when the token’s phone is not connected.`,
    ],
    body: [
      {
        name: 'state',
        type: 'string',
        required: true,
        rules: '`typing`, `recording` (a voice note) or `paused` (stop showing it).',
      },
    ],
    response: { status: 200, example: { chatId: EXAMPLE_NUMBER, state: 'typing' } },
    errors: PRESENCE_ERRORS,
    sample: { path: `/chats/${EXAMPLE_NUMBER}/presence`, body: { state: 'typing' } },
  },
  {
    ...presence,
    id: 'subscribe-presence',
    path: '/presence/subscribe',
    summary: 'Get a contact’s presence as `presence.update` events: online, offline, typing, recording.',
    notes: [
      'Each change arrives as a `presence.update` event with the contact’s `chatId` and its `state`: `available`, `unavailable` (with `lastSeen` when the contact shares it), `typing`, `recording` or `paused`.',
      `WhatsApp tells presence only while the token’s session is live: subscribe again after the phone reconnects. ${NOT_SUPPORTED}`,
    ],
    body: [
      { name: 'chatId', type: 'string', required: true, rules: `The contact’s number (${NUMBER_RULE}).` },
    ],
    response: { status: 200, example: { chatId: EXAMPLE_NUMBER, subscribed: true } },
    errors: PRESENCE_ERRORS,
    sample: { path: '/presence/subscribe', body: { chatId: EXAMPLE_NUMBER } },
  },
];
