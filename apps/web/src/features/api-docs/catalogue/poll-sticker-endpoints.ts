import {
  MAX_POLL_NAME_LENGTH,
  MAX_POLL_OPTION_LENGTH,
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  STICKER_SIZE,
} from '@chatgate/contracts';
import { SEND_ERRORS, send } from './send-endpoints';
import { EXAMPLE_NUMBER, TO_FIELD } from './shared-fields';
import type { EndpointDoc } from './types';

/** POST /send/poll and /send/sticker: queued and paced like texts. */
export const POLL_STICKER_ENDPOINTS: EndpointDoc[] = [
  {
    ...send,
    id: 'send-poll',
    section: 'more-messages',
    path: '/send/poll',
    summary: 'Send a poll and read its votes.',
    notes: [
      'Each vote arrives as a `poll.vote` webhook event (the voter’s number and LID when known, the options chosen, the poll’s `messageId`). A voter who changes their vote sends a new event that replaces the earlier one; an empty `selectedOptions` takes the vote back.',
      '`GET /messages/{id}` of the poll shows `poll`: its question, each option with the votes it has now, and how many people voted.',
    ],
    body: [
      TO_FIELD,
      {
        name: 'name',
        type: 'string',
        required: true,
        rules: `The question, 1 to ${MAX_POLL_NAME_LENGTH} characters.`,
      },
      {
        name: 'options',
        type: 'string[]',
        required: true,
        rules: `${MIN_POLL_OPTIONS} to ${MAX_POLL_OPTIONS} different answers, each 1 to ${MAX_POLL_OPTION_LENGTH} characters.`,
      },
      {
        name: 'multipleAnswers',
        type: 'boolean',
        required: false,
        rules: '`true`: a voter may choose several options. Default `false`: one.',
      },
    ],
    errors: SEND_ERRORS,
    sample: {
      path: '/send/poll',
      body: {
        to: EXAMPLE_NUMBER,
        name: 'Which day suits you for the demo?',
        options: ['Monday', 'Tuesday', 'Wednesday'],
        multipleAnswers: false,
      },
    },
  },
  {
    ...send,
    id: 'send-sticker',
    section: 'more-messages',
    path: '/send/sticker',
    summary: 'Send a sticker.',
    notes: [
      `A WebP is sent as it is; a PNG or JPEG is converted to a ${STICKER_SIZE}x${STICKER_SIZE} WebP, fitted inside on a transparent background. Anything else (a GIF, a PDF) is refused with 415.`,
      'A sticker given by URL is fetched and converted when it is sent; if the file there is not a WebP, PNG or JPEG, the message fails with the reason.',
    ],
    body: [
      TO_FIELD,
      {
        name: 'media',
        type: 'string',
        required: true,
        rules:
          'An https URL of the image, or the image itself as a base64 data URL (`data:image/png;base64,…`, at most 16 MB).',
      },
    ],
    errors: [...SEND_ERRORS, 415],
    sample: {
      path: '/send/sticker',
      body: { to: EXAMPLE_NUMBER, media: 'https://example.com/sticker.webp' },
    },
  },
];
