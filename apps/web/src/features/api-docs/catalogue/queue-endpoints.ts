import { MessageChangeMessages, MessagingMessages } from '@chatgate/contracts';
import { KEY_ERRORS } from './error-statuses';
import { MESSAGE_EXAMPLE, PAGE_QUERY } from './shared-fields';
import type { EndpointDoc } from './types';

const CANCEL_NOTE =
  'A cancelled message fails with `error` `"cancelled"`, and the `message.status` event says so. A message being handed to WhatsApp at that moment can no longer be cancelled: it goes out.';

/** The outbound queue: what is still to be sent, and cancelling it. */
export const QUEUE_ENDPOINTS: EndpointDoc[] = [
  {
    id: 'list-queue',
    section: 'queue',
    method: 'GET',
    path: '/queue',
    summary: 'The messages still waiting to be sent, next to go first, and how many there are.',
    notes: ['Pass `nextCursor` as `cursor` to get the next page; it is `null` on the last page.'],
    auth: 'api-key',
    query: PAGE_QUERY,
    response: {
      status: 200,
      example: {
        count: 120,
        result: [{ ...(MESSAGE_EXAMPLE as object), status: 'queued' }],
        nextCursor: '1042',
      },
    },
    errors: [400, ...KEY_ERRORS],
    sample: { path: '/queue?limit=50' },
  },
  {
    id: 'cancel-message',
    section: 'queue',
    method: 'DELETE',
    path: '/messages/{id}',
    summary: 'Cancels one queued message, so it is never sent; deletes a sent one for everyone.',
    notes: [
      CANCEL_NOTE,
      `A message being handed over answers 409 "${MessagingMessages.cancelTooLate}"; a failed one, 409 "${MessagingMessages.cannotCancel}"`,
      `A sent message is deleted for everyone (revoked) within 2 days of its sending: the recipient sees "This message was deleted", the answer and \`message.revoked\` carry \`revokedAt\`. Later is 409 "${MessageChangeMessages.revokeWindowPassed}"; a received message is 409 "${MessageChangeMessages.onlySentRevocable}".`,
    ],
    auth: 'api-key',
    response: {
      status: 200,
      example: { ...(MESSAGE_EXAMPLE as object), status: 'failed', error: 'cancelled' },
    },
    errors: [400, ...KEY_ERRORS, 404, 409, 501],
    sample: { path: '/messages/YOUR_MESSAGE_ID' },
  },
  {
    id: 'cancel-queue',
    section: 'queue',
    method: 'DELETE',
    path: '/queue',
    summary: 'Cancels every message queued at the time of the call: a campaign you want to stop.',
    notes: [CANCEL_NOTE, 'Messages you send after the call are queued and sent as usual.'],
    auth: 'api-key',
    response: { status: 200, example: { cancelled: 120 } },
    errors: KEY_ERRORS,
  },
];
