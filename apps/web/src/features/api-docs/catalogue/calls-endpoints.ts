import { CALL_RING_SECONDS, CallMessages } from '@chatgate/contracts';
import { KEY_ERRORS } from './error-statuses';
import { NOT_SUPPORTED, PRESENCE_ERRORS } from './presence-endpoints';
import { EXAMPLE_NUMBER, PAGE_QUERY } from './shared-fields';
import type { EndpointDoc, Json } from './types';

const calls = { section: 'calls', auth: 'api-key' } as const;

const CALL_EXAMPLE: Json = {
  id: 'CALL_ID',
  from: EXAMPLE_NUMBER,
  fromLid: '123456789012345@lid',
  video: false,
  group: false,
  timestamp: '2026-12-03T10:15:00.000Z',
  status: 'ended',
  answeredAt: '2026-12-03T10:15:06.000Z',
  endedAt: '2026-12-03T10:17:40.000Z',
};

const STATUS_NOTE = `\`status\` is \`ringing\`, \`accepted\` (answered on the linked phone), \`rejected\`, \`missed\` (nobody answered in ${CALL_RING_SECONDS} seconds, or the caller gave up) or \`ended\` (hung up after it was answered). Each change is an event: \`call.received\`, \`call.accepted\`, \`call.rejected\`, and \`call.ended\` with its \`reason\` (\`rejected\`, \`missed\` or \`hangup\`).`;
const NOT_FOUND = `404 "${CallMessages.callNotFound}" for a call of another token.`;

/** Incoming calls: their list, one call, rejecting one (decisions 0028, 0031). */
export const CALLS_ENDPOINTS: EndpointDoc[] = [
  {
    ...calls,
    id: 'list-calls',
    method: 'GET',
    path: '/calls',
    summary: 'List the calls that reached the token’s phone, newest first, each with where it is now.',
    notes: [STATUS_NOTE, '`fromLid` is the caller’s LID when WhatsApp named it, else null.'],
    query: PAGE_QUERY,
    response: { status: 200, example: { result: [CALL_EXAMPLE], nextCursor: null } },
    errors: [400, ...KEY_ERRORS],
    sample: { path: '/calls?limit=20' },
  },
  {
    ...calls,
    id: 'get-call',
    method: 'GET',
    path: '/calls/{callId}',
    summary: 'Read one call: ringing, answered, rejected, missed or ended, with its times.',
    notes: [
      'Pass the `id` of the `call.received` event. `answeredAt` and `endedAt` are null until the call was answered or ended.',
      NOT_FOUND,
    ],
    response: { status: 200, example: CALL_EXAMPLE },
    errors: [400, ...KEY_ERRORS, 404],
    sample: { path: '/calls/YOUR_CALL_ID' },
  },
  {
    ...calls,
    id: 'reject-call',
    method: 'POST',
    path: '/calls/{callId}/reject',
    summary: 'Reject an incoming voice or video call: the caller sees it declined.',
    notes: [
      'Incoming calls arrive as `call.received` events (`id`, `from`, `fromLid`, `video`, `group`, `timestamp`); pass that `id`. `call.rejected` and `call.ended` (reason `rejected`) follow.',
      'To reject every call, set `rejectCalls` (and optionally `callRejectMessage`, sent to the caller) with `PUT /instance/settings`.',
      `${NOT_FOUND} 409 "${CallMessages.callNotRinging}" once answered, rejected, or after ${CALL_RING_SECONDS} seconds of ringing. ${NOT_SUPPORTED}`,
    ],
    response: {
      status: 200,
      example: {
        ...(CALL_EXAMPLE as object),
        status: 'rejected',
        answeredAt: null,
        endedAt: '2026-12-03T10:15:04.000Z',
      },
    },
    errors: [...PRESENCE_ERRORS, 404],
    sample: { path: '/calls/YOUR_CALL_ID/reject' },
  },
];
