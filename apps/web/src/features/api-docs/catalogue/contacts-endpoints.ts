import { ContactsApiMessages, EXAMPLE_LID } from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS, KEY_ERRORS } from './error-statuses';
import { EXAMPLE_NUMBER, PAGE_QUERY } from './shared-fields';
import type { EndpointDoc, Json } from './types';

const CONTACT_EXAMPLE: Json = {
  id: EXAMPLE_NUMBER,
  number: EXAMPLE_NUMBER,
  lid: EXAMPLE_LID,
  savedName: 'Asha (shop)',
  pushName: 'Asha',
  business: false,
  blocked: false,
  updatedAt: '2025-01-15T10:30:00.000Z',
};

const ID_NOTE =
  '`{id}` is the contact’s phone number (digits with the country code; `+…` and `…@c.us` are taken too) or its LID (`…@lid`). A contact the token does not know is 404.';

const block = (blocked: boolean): EndpointDoc => ({
  id: blocked ? 'block-contact' : 'unblock-contact',
  section: 'contacts',
  method: 'POST',
  path: `/contacts/{id}/${blocked ? 'block' : 'unblock'}`,
  summary: blocked ? 'Block a person on the token’s phone.' : 'Unblock a person.',
  notes: blocked
    ? [
        'A blocked person’s messages are not delivered to the token: not stored, no `message.received` webhook (the server logs them). Messages in groups still arrive, as on WhatsApp.',
        `A send to a blocked person is refused with 409 "${ContactsApiMessages.blocked}"`,
        'Anyone can be blocked, known or not; the answer is the contact with `blocked: true`.',
      ]
    : ['Their messages reach the token again, and it can send to them.'],
  auth: 'api-key',
  response: { status: 200, example: { ...(CONTACT_EXAMPLE as object), blocked } },
  errors: [400, ...ACTIVE_TOKEN_ERRORS, 409, 501],
  sample: { path: `/contacts/${EXAMPLE_NUMBER}/${blocked ? 'block' : 'unblock'}` },
});

/** GET /contacts, one contact, its picture, and blocking. */
export const CONTACTS_ENDPOINTS: EndpointDoc[] = [
  {
    id: 'list-contacts',
    section: 'contacts',
    method: 'GET',
    path: '/contacts',
    summary: 'List the people the token knows, in the order it learnt them.',
    notes: [
      'Learnt from the phone’s address book (`savedName`), from messages people send (`pushName`, the name they set), and from WhatsApp’s LID mapping. `number` is null for someone known only by LID; a LID is never shown as a number.',
      'Once the token learns which number a LID stands for, the two are one contact, under the number.',
    ],
    auth: 'api-key',
    query: PAGE_QUERY,
    response: { status: 200, example: { result: [CONTACT_EXAMPLE], nextCursor: null } },
    errors: [400, ...KEY_ERRORS],
  },
  {
    id: 'get-contact',
    section: 'contacts',
    method: 'GET',
    path: '/contacts/{id}',
    summary: 'One contact, with its about text and profile picture.',
    notes: [
      ID_NOTE,
      '`about` and `pictureUrl` are asked of WhatsApp at the call: null when unset, hidden from the token, or the phone is offline.',
    ],
    auth: 'api-key',
    response: {
      status: 200,
      example: {
        ...(CONTACT_EXAMPLE as object),
        about: 'Available',
        pictureUrl: 'https://pps.whatsapp.net/v/t61.24694-24/picture.jpg',
      },
    },
    errors: [400, ...KEY_ERRORS, 404],
    sample: { path: `/contacts/${EXAMPLE_NUMBER}` },
  },
  {
    id: 'get-contact-picture',
    section: 'contacts',
    method: 'GET',
    path: '/contacts/{id}/picture',
    summary: 'The contact’s profile picture.',
    notes: [
      'Redirects (302) to the picture on WhatsApp’s servers; the sandbox serves its phones’ pictures itself (a PNG). 404 when the contact has none.',
    ],
    auth: 'api-key',
    response: { status: 302, example: { location: 'https://pps.whatsapp.net/v/t61.24694-24/picture.jpg' } },
    errors: [400, ...KEY_ERRORS, 404, 409, 501],
    sample: { path: `/contacts/${EXAMPLE_NUMBER}/picture` },
  },
  block(true),
  block(false),
];
