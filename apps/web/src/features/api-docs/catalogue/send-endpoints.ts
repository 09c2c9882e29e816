import {
  allowedMimeTypesText,
  MAX_BODY_LENGTH,
  MAX_MEDIA_BYTES,
  MAX_MEDIA_URL_LENGTH,
  MEDIA_TYPES,
} from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS } from './error-statuses';
import { EXAMPLE_NUMBER, IDEMPOTENCY_HEADER, QUEUED, QUOTED_ID_FIELD, TO_FIELD } from './shared-fields';
import type { EndpointDoc } from './types';

/** Which files each media type takes, e.g. "`image`: image/jpeg, image/png, image/webp or image/gif". */
const MEDIA_TYPE_RULES = MEDIA_TYPES.map((type) => `\`${type}\`: ${allowedMimeTypesText(type)}`).join('; ');

/** Shared by every POST /send/* endpoint. */
export const SEND_ERRORS = [400, ...ACTIVE_TOKEN_ERRORS, 413, 422];
export const send: Pick<EndpointDoc, 'method' | 'auth' | 'headers' | 'response'> = {
  method: 'POST',
  auth: 'api-key',
  headers: [IDEMPOTENCY_HEADER],
  response: { status: 202, example: QUEUED },
};

/** POST /send/text and /send/media: every send is queued (202) and delivered in order, paced per token. */
export const SEND_ENDPOINTS: EndpointDoc[] = [
  {
    ...send,
    id: 'send-text-message',
    section: 'send-text',
    path: '/send/text',
    summary: 'Send a text message.',
    notes: [
      'The message is queued and sent in order, paced per token (see Best practices). Follow it with `GET /messages/{id}` or the `message.status` webhook.',
      'The home page style `{"phone", "message", "type": "text"}` is accepted too, and so is Green-API\'s `{"chatId": "919812345678@c.us", "message"}`.',
    ],
    body: [
      TO_FIELD,
      {
        name: 'body',
        type: 'string',
        required: true,
        rules: `The text, 1 to ${MAX_BODY_LENGTH} characters. Also accepted as \`message\`.`,
      },
      {
        name: 'type',
        type: '"text"',
        required: false,
        rules: 'Only `text` here; sent by the phone/message style.',
      },
      QUOTED_ID_FIELD,
    ],
    alternativeBody: { phone: EXAMPLE_NUMBER, message: 'Hello', type: 'text' },
    errors: [...SEND_ERRORS, 404],
    sample: { path: '/send/text', body: { to: EXAMPLE_NUMBER, body: 'Hello' } },
  },
  {
    ...send,
    id: 'send-media-message',
    section: 'send-media',
    path: '/send/media',
    summary: 'Send an image, audio, video, document or archive, by URL or as a base64 data URL.',
    notes: [
      `Files up to ${MAX_MEDIA_BYTES / 1024 / 1024} MB (413 above). Archives are sent as documents.`,
      `The file types each \`type\` takes: ${MEDIA_TYPE_RULES}. WhatsApp sends any file as a document, so send a file of any other type as \`document\`.`,
      'A data URL of a type its `type` does not take gets 415, naming the types it takes. So does an https URL whose file extension names such a type (`setup.exe` as an image). An image, audio or video URL without such an extension is fetched when the message is sent: a file of the wrong type (by its Content-Type, or by its first bytes when the server gives none) or over 16 MB ends the message `failed` with the reason in `error`. The sandbox does not fetch URLs.',
      'The style `{"to", "message", "filePathURL"}` is accepted too; its type is then `document`.',
    ],
    body: [
      TO_FIELD,
      {
        name: 'type',
        type: MEDIA_TYPES.map((t) => `"${t}"`).join(' | '),
        required: false,
        rules: 'Default `document`. Sets which file types `media` may be (see the notes).',
      },
      {
        name: 'media',
        type: 'string',
        required: true,
        rules: `An \`https://\` URL of the file, up to ${MAX_MEDIA_URL_LENGTH} characters (pre-signed URLs fit), or a data URL: \`data:<mime>;base64,<data>\`. Also accepted as \`filePathURL\`.`,
      },
      {
        name: 'caption',
        type: 'string',
        required: false,
        rules: 'Up to 1024 characters. Also accepted as `message`.',
      },
      {
        name: 'fileName',
        type: 'string',
        required: false,
        rules: 'The name shown for documents, up to 255 characters.',
      },
      QUOTED_ID_FIELD,
    ],
    alternativeBody: {
      to: EXAMPLE_NUMBER,
      message: 'Your invoice',
      filePathURL: 'https://example.com/invoice.pdf',
    },
    errors: [...SEND_ERRORS, 404, 415],
    sample: {
      path: '/send/media',
      body: {
        to: EXAMPLE_NUMBER,
        type: 'image',
        media: 'https://upload.wikimedia.org/wikipedia/commons/4/47/PNG_transparency_demonstration_1.png',
        caption: 'Our new logo',
      },
    },
  },
];
