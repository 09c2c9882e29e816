import { MAX_RECEIVED_FILE_MB, MESSAGE_STATUSES, MessagingMessages } from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS, KEY_ERRORS } from './error-statuses';
import {
  EXAMPLE_ID,
  EXAMPLE_NUMBER,
  EXAMPLE_TIME,
  MESSAGE_EXAMPLE,
  NUMBER_RULE,
  PAGE_QUERY,
} from './shared-fields';
import type { EndpointDoc } from './types';

const STATUS_LIST = MESSAGE_STATUSES.join(', ');

/** Number check, message status and history, and the event log. */
export const READ_ENDPOINTS: EndpointDoc[] = [
  {
    id: 'check-number-status',
    section: 'check-number',
    method: 'POST',
    path: '/check/checknumberstatus',
    summary: 'Find out whether a number is registered on WhatsApp before sending to it.',
    auth: 'api-key',
    body: [
      {
        name: 'insid',
        type: 'string',
        required: false,
        rules: 'Your token id; the `insid` query parameter works too.',
      },
      {
        name: 'number',
        type: 'string',
        required: true,
        rules: `${NUMBER_RULE} With no body, \`?insid=…&number=…\` in the query string works too.`,
      },
    ],
    response: { status: 200, example: { result: true, message: MessagingMessages.registered } },
    errors: [400, ...ACTIVE_TOKEN_ERRORS, 409],
    sample: { path: '/check/checknumberstatus', body: { insid: 'YOUR_TOKEN_ID', number: EXAMPLE_NUMBER } },
  },
  {
    id: 'get-message',
    section: 'messages',
    method: 'GET',
    path: '/messages/{id}',
    summary: `One message and its status: ${STATUS_LIST}.`,
    notes: [
      '`error` holds the reason when the status is `failed`, and is `null` otherwise.',
      '`poll` of a poll (`type` poll, sent or received): `{ name, multipleAnswers, options: [{ name, votes }], voters }`, the votes as they are now; left out for other types.',
      '`type` of a received message is one of text, image, video, audio, voice, document, sticker, location, contact, reaction, poll; `body` describes it in words. In a group, `chatId` is the group id and `author` the member who wrote; `author` is `null` otherwise.',
      '`media` of a received photo, video, voice note, document or sticker: `{ type, url, mimeType, size, fileName }`, where `url` downloads the file with your API key. Of a file you sent: `{ type, url, mimeType, size, fileName }` with `url` the https URL you gave (`null` for a file sent inline), `mimeType` and `size` known for a file sent inline (`null` for one given by URL), and `body` its caption. `media` is `null` when there is no file.',
      '`quotedId` is our id of the message this one replies to, or a reaction reacts to; `null` otherwise. For a received reply it is derived from WhatsApp’s id of the quoted message, so it can name a message older than the token’s link (a 404 then).',
    ],
    auth: 'api-key',
    response: { status: 200, example: MESSAGE_EXAMPLE },
    errors: [400, ...KEY_ERRORS, 404],
    sample: { path: '/messages/YOUR_MESSAGE_ID' },
  },
  {
    id: 'get-message-media',
    section: 'messages',
    method: 'GET',
    path: '/messages/{id}/media',
    summary: 'Download the file someone sent you: the `media.url` of a received message.',
    notes: [
      'The answer is the file itself, as an attachment its `Content-Disposition` names. Its `Content-Type` is what the file’s content shows it to be (`application/octet-stream` when the content shows nothing, as plain text does), not what the sender said: that is the message’s `media.mimeType`. Files are kept by us, so the link keeps working after WhatsApp’s own link expires.',
      `Received files larger than ${MAX_RECEIVED_FILE_MB} MB are not kept: the message arrives with \`media\` \`null\`. A message without a file answers 404 "${MessagingMessages.noMedia}".`,
    ],
    auth: 'api-key',
    response: { status: 200, example: '<the file’s bytes>' },
    errors: [400, ...KEY_ERRORS, 404],
    sample: { path: '/messages/YOUR_MESSAGE_ID/media' },
  },
  {
    id: 'list-messages',
    section: 'messages',
    method: 'GET',
    path: '/messages',
    summary: 'The message history of the token, sent and received, newest first.',
    notes: ['Pass `nextCursor` as `cursor` to get the next page; it is `null` on the last page.'],
    auth: 'api-key',
    query: PAGE_QUERY,
    response: { status: 200, example: { result: [MESSAGE_EXAMPLE], nextCursor: '1042' } },
    errors: [400, ...KEY_ERRORS],
    sample: { path: '/messages?limit=50' },
  },
  {
    id: 'list-events',
    section: 'events',
    method: 'GET',
    path: '/events',
    summary: 'Every event of the token in order, to catch up after downtime.',
    notes: [
      'Events are the ones webhooks deliver, numbered by `seq`. Keep the last `seq` you processed and ask for what came after it; `next` is the value to pass as `after` next time.',
    ],
    auth: 'api-key',
    query: [
      {
        name: 'after',
        type: 'integer',
        required: false,
        rules: 'The last `seq` you processed; default `0` (from the start).',
      },
      { name: 'limit', type: 'integer', required: false, rules: '1 to 1000, default 100.' },
    ],
    response: {
      status: 200,
      example: {
        result: [
          {
            id: EXAMPLE_ID,
            type: 'message.received',
            insid: 'YOUR_TOKEN_ID',
            seq: 43,
            timestamp: EXAMPLE_TIME,
            data: { ...(MESSAGE_EXAMPLE as object), direction: 'in', status: 'received' },
          },
        ],
        next: 43,
      },
    },
    errors: [400, ...KEY_ERRORS],
    sample: { path: '/events?after=0&limit=100' },
  },
];
