import { EXAMPLE_GROUP_ID, ReadReceiptMessages } from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS } from './error-statuses';
import { EXAMPLE_NUMBER, NUMBER_RULE } from './shared-fields';
import type { EndpointDoc } from './types';

/** POST /chats/{chatId}/read: received messages marked read, with read receipts to their senders. */
export const MARK_READ_ENDPOINT: EndpointDoc = {
  id: 'mark-chat-read',
  section: 'messages',
  method: 'POST',
  path: '/chats/{chatId}/read',
  summary:
    'Mark the messages you received in a chat read: their senders see blue ticks. Answers how many were newly marked.',
  notes: [
    `\`chatId\` is the sender’s number (${NUMBER_RULE}) or a group id (\`${EXAMPLE_GROUP_ID}\`): the \`chatId\` of the received messages.`,
    'Marked messages get the status `read` and a `message.status` event. Messages already read are not counted again, so a repeated call answers `0`.',
    'The read state is kept even when the receipts cannot reach WhatsApp right now (no phone connected, the phone offline): those receipts are sent later, as soon as the phone connects again, each chat’s in order and each once. Receipts not sent within 7 days are dropped, as WhatsApp ignores them by then.',
    `A \`messageId\` that is not a message received in this chat answers 404 "${ReadReceiptMessages.messageNotReceived}".`,
  ],
  auth: 'api-key',
  body: [
    {
      name: 'messageId',
      type: 'string (uuid)',
      required: false,
      rules:
        'Our id of a message received in the chat (from a webhook or the history): it and every message that arrived before it are marked read. Without it, all of them are.',
    },
  ],
  response: { status: 200, example: { read: 3 } },
  errors: [400, ...ACTIVE_TOKEN_ERRORS, 404],
  sample: { path: `/chats/${EXAMPLE_NUMBER}/read`, body: { messageId: 'YOUR_MESSAGE_ID' } },
};
