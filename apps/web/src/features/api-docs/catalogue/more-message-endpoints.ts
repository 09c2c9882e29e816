import { SEND_ERRORS, send } from './send-endpoints';
import { EXAMPLE_NUMBER, NUMBER_RULE, TO_FIELD } from './shared-fields';
import type { EndpointDoc } from './types';

/** POST /send/location, /send/contact and /send/reaction: queued and paced like texts. */
export const MORE_MESSAGE_ENDPOINTS: EndpointDoc[] = [
  {
    ...send,
    id: 'send-location',
    section: 'more-messages',
    path: '/send/location',
    summary: 'Send a location pin.',
    body: [
      TO_FIELD,
      { name: 'latitude', type: 'number', required: true, rules: '-90 to 90.' },
      { name: 'longitude', type: 'number', required: true, rules: '-180 to 180.' },
      { name: 'name', type: 'string', required: false, rules: 'The place name, up to 256 characters.' },
      { name: 'address', type: 'string', required: false, rules: 'Up to 512 characters.' },
    ],
    errors: SEND_ERRORS,
    sample: {
      path: '/send/location',
      body: {
        to: EXAMPLE_NUMBER,
        latitude: 18.5204,
        longitude: 73.8567,
        name: 'Pune office',
        address: '12 MG Road, Pune',
      },
    },
  },
  {
    ...send,
    id: 'send-contact',
    section: 'more-messages',
    path: '/send/contact',
    summary: 'Send a contact card (vCard).',
    body: [
      TO_FIELD,
      {
        name: 'contact.name',
        type: 'string',
        required: true,
        rules: 'The name on the card, up to 256 characters.',
      },
      { name: 'contact.phone', type: 'string', required: true, rules: NUMBER_RULE },
    ],
    errors: SEND_ERRORS,
    sample: {
      path: '/send/contact',
      body: { to: EXAMPLE_NUMBER, contact: { name: 'Chatgate Support', phone: '919812345678' } },
    },
  },
  {
    ...send,
    id: 'send-reaction',
    section: 'more-messages',
    path: '/send/reaction',
    summary: 'React to a message with an emoji, or remove the reaction.',
    body: [
      TO_FIELD,
      {
        name: 'messageId',
        type: 'string (uuid)',
        required: true,
        rules: 'Our id of a message in the chat `to` to react to (from a send answer or a webhook).',
      },
      {
        name: 'emoji',
        type: 'string',
        required: true,
        rules:
          'One emoji, e.g. 👍, ❤️, 👍🏽, 🇮🇳 or 1️⃣ (skin tones, flags, keycaps and joined emoji count as one); anything else is a 400. An empty string `""` removes the reaction sent before to that message.',
      },
    ],
    errors: [...SEND_ERRORS, 404],
    sample: {
      path: '/send/reaction',
      body: { to: EXAMPLE_NUMBER, messageId: 'YOUR_MESSAGE_ID', emoji: '👍' },
    },
  },
];
