import {
  EXAMPLE_CHANNEL_ID,
  EXAMPLE_GROUP_ID,
  type MessageView,
  phoneNumberField,
} from '@chatgate/contracts';
import type { FieldDoc, Json } from './types';

/** The number's digits rule, read from the contract so the page never disagrees with the server. */
export const NUMBER_RULE = `Country code and number, digits only, no + sign: ${phoneNumberField.minLength} to ${phoneNumberField.maxLength} digits.`;

export const TO_FIELD: FieldDoc = {
  name: 'to',
  type: 'string',
  required: true,
  rules: `${NUMBER_RULE} A person's chat id as Green-API and WAHA write it (\`919812345678@c.us\`) or as WhatsApp does (\`…@s.whatsapp.net\`) is taken as the number. Or a group id (\`${EXAMPLE_GROUP_ID}\`) or a channel id (\`${EXAMPLE_CHANNEL_ID}\`) to send there. Also accepted as \`chatId\` or \`phone\`; given under two names (\`to\`, \`chatId\`, \`phone\`) with different values, the call is refused with 400.`,
};

export const QUOTED_ID_FIELD: FieldDoc = {
  name: 'quotedId',
  type: 'string (uuid)',
  required: false,
  rules: 'Our id of a message in the same chat to reply to (from a send answer or a webhook).',
};

export const IDEMPOTENCY_HEADER: FieldDoc = {
  name: 'Idempotency-Key',
  type: 'string',
  required: false,
  rules:
    'A unique value per message, e.g. a UUID. The same key within 24 hours returns the first answer and sends nothing twice; the same key with a different body gets `422`.',
};

export const EXAMPLE_ID = '3f6c2a9e-8d1b-4c57-9a0e-2b7d5f1c8e44';
export const EXAMPLE_TIME = '2025-01-15T10:30:00.000Z';
export const EXAMPLE_NUMBER = '919876543210';

export const QUEUED: Json = { id: EXAMPLE_ID, status: 'queued' };

/** A message as GET /messages/{id}, the history and the message webhooks show it. */
export const MESSAGE_EXAMPLE = {
  id: EXAMPLE_ID,
  insid: 'YOUR_TOKEN_ID',
  direction: 'out',
  chatId: EXAMPLE_NUMBER,
  author: null,
  senderLid: null,
  from: null,
  fromLid: null,
  authorLid: null,
  quotedId: null,
  type: 'text',
  body: 'Hello',
  media: null,
  status: 'delivered',
  error: null,
  editedAt: null,
  revokedAt: null,
  forwarded: false,
  createdAt: EXAMPLE_TIME,
  updatedAt: '2025-01-15T10:30:02.000Z',
} satisfies MessageView;

/** The query of a paged list: `limit`, and `cursor` from the previous page's `nextCursor`. */
export const PAGE_QUERY: FieldDoc[] = [
  { name: 'limit', type: 'integer', required: false, rules: '1 to 100, default 50.' },
  {
    name: 'cursor',
    type: 'string',
    required: false,
    rules: '`nextCursor` of the previous page; any other value is a 400.',
  },
];
