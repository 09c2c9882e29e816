import { ENGINE_OPERATIONS, MESSAGE_EDIT_WINDOW_SECONDS, MessageChangeMessages } from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS, KEY_ERRORS } from './error-statuses';
import { SEND_ERRORS, send } from './send-endpoints';
import { EXAMPLE_NUMBER, MESSAGE_EXAMPLE, TO_FIELD } from './shared-fields';
import type { EndpointDoc } from './types';

/** PATCH /messages/{id} and POST /messages/{id}/forward (DELETE is with the queue's calls). */
export const MESSAGE_CHANGE_ENDPOINTS: EndpointDoc[] = [
  {
    id: 'edit-message',
    section: 'messages',
    method: 'PATCH',
    path: '/messages/{id}',
    summary: `Edit a text message you sent, within ${MESSAGE_EDIT_WINDOW_SECONDS / 60} minutes of its sending.`,
    notes: [
      'The recipient sees the new text marked edited. The answer, `GET /messages/{id}` and the `message.edited` event show the new `body` and `editedAt`; a token that received it gets `message.edited` too.',
      `Later is 409 "${MessageChangeMessages.editWindowPassed}"; a message not sent yet, 409 "${MessageChangeMessages.notSentYet}"; a media, location or contact message, 400 "${MessageChangeMessages.onlyTextEditable}"; another token's message, 404.`,
    ],
    auth: 'api-key',
    body: [{ name: 'body', type: 'string', required: true, rules: 'The new text, up to 4096 characters.' }],
    response: {
      status: 200,
      example: { ...(MESSAGE_EXAMPLE as object), body: 'See you at 6', editedAt: '2025-01-15T10:34:00.000Z' },
    },
    errors: [400, ...ACTIVE_TOKEN_ERRORS, 404, 409, 501],
    sample: { path: '/messages/YOUR_MESSAGE_ID', body: { body: 'See you at 6' } },
  },
  {
    ...send,
    id: 'forward-message',
    section: 'messages',
    path: '/messages/{id}/forward',
    summary: 'Forward a text, media, location or contact message you sent or received, marked forwarded.',
    notes: [
      'It is a new message, queued and paced like every send; its view has `forwarded: true`. A message deleted for everyone is 409; a reaction is 400.',
    ],
    body: [TO_FIELD],
    errors: [...SEND_ERRORS, 404, 409, 501],
    sample: { path: '/messages/YOUR_MESSAGE_ID/forward', body: { to: EXAMPLE_NUMBER } },
  },
  {
    id: 'get-capabilities',
    section: 'instance',
    method: 'GET',
    path: '/instance/capabilities',
    summary: 'Which optional operations the token’s engine performs.',
    notes: ['An operation it does not perform answers 501 with `code` `NOT_SUPPORTED_BY_ENGINE`.'],
    auth: 'api-key',
    response: {
      status: 200,
      example: {
        engine: 'baileys',
        operations: Object.fromEntries(ENGINE_OPERATIONS.map((operation) => [operation, true])),
      },
    },
    errors: KEY_ERRORS,
  },
];
