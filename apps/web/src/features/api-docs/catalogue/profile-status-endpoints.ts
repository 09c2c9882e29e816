import {
  DEFAULT_STATUS_BACKGROUND,
  MAX_PROFILE_ABOUT_LENGTH,
  MAX_PROFILE_NAME_LENGTH,
  MAX_STATUS_RECIPIENTS,
  MAX_STATUS_TEXT_LENGTH,
  PROFILE_PICTURE_SIZE,
  STATUS_CHAT,
  STATUS_FONTS,
  StatusMessages,
} from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS, KEY_ERRORS } from './error-statuses';
import { SEND_ERRORS, send } from './send-endpoints';
import { EXAMPLE_NUMBER, MESSAGE_EXAMPLE } from './shared-fields';
import type { EndpointDoc, FieldDoc } from './types';

const PROFILE_EXAMPLE = {
  number: EXAMPLE_NUMBER,
  name: 'Acme Support',
  about: 'We answer 9 to 6, Monday to Friday',
  pictureUrl: 'https://pps.whatsapp.net/v/t61.24694-24/123_n.jpg',
};
const PROFILE_ERRORS = [...KEY_ERRORS, 409, 501];

const RECIPIENTS_FIELD: FieldDoc = {
  name: 'recipients',
  type: 'string[]',
  required: false,
  rules: `Who may see it: 1 to ${MAX_STATUS_RECIPIENTS} numbers. Default: every contact, that is every number the token has messaged or heard from (409 when there is none yet).`,
};

/** The linked account's profile (GET/PATCH /instance/profile, its picture) and statuses (stories). */
export const PROFILE_STATUS_ENDPOINTS: EndpointDoc[] = [
  {
    id: 'get-profile',
    section: 'profile',
    method: 'GET',
    path: '/instance/profile',
    summary: 'Read the linked phone’s profile: its number, name, about text and picture.',
    notes: [
      '`pictureUrl` is null without a picture. In the sandbox it is a `data:image/jpeg;base64,…` URL; on WhatsApp, a link to its servers that expires. No linked phone is 409.',
    ],
    auth: 'api-key',
    response: { status: 200, example: PROFILE_EXAMPLE },
    errors: PROFILE_ERRORS,
  },
  {
    id: 'update-profile',
    section: 'profile',
    method: 'PATCH',
    path: '/instance/profile',
    summary: 'Change the name contacts see, the about text, or both.',
    auth: 'api-key',
    body: [
      {
        name: 'name',
        type: 'string',
        required: false,
        rules: `1 to ${MAX_PROFILE_NAME_LENGTH} characters.`,
      },
      {
        name: 'about',
        type: 'string',
        required: false,
        rules: `0 to ${MAX_PROFILE_ABOUT_LENGTH} characters. Give at least one of the two.`,
      },
    ],
    response: { status: 200, example: PROFILE_EXAMPLE },
    errors: [400, ...PROFILE_ERRORS],
    sample: { path: '/instance/profile', body: { name: 'Acme Support', about: 'We answer 9 to 6' } },
  },
  {
    id: 'set-profile-picture',
    section: 'profile',
    method: 'PUT',
    path: '/instance/profile/picture',
    summary: 'Set the profile picture.',
    notes: [
      `A JPEG, PNG or WebP, by https URL or as a base64 data URL: it is cropped to its centre square and sent as a ${PROFILE_PICTURE_SIZE}x${PROFILE_PICTURE_SIZE} JPEG. Anything else is 415.`,
    ],
    auth: 'api-key',
    body: [
      {
        name: 'media',
        type: 'string',
        required: true,
        rules: 'An https URL of the image, or the image as a base64 data URL (at most 16 MB).',
      },
    ],
    response: { status: 200, example: PROFILE_EXAMPLE },
    errors: [400, ...PROFILE_ERRORS, 413, 415],
    sample: { path: '/instance/profile/picture', body: { media: 'https://example.com/logo.png' } },
  },
  {
    id: 'remove-profile-picture',
    section: 'profile',
    method: 'DELETE',
    path: '/instance/profile/picture',
    summary: 'Remove the profile picture.',
    auth: 'api-key',
    response: { status: 200, example: { ...PROFILE_EXAMPLE, pictureUrl: null } },
    errors: PROFILE_ERRORS,
  },
  {
    ...send,
    id: 'post-text-status',
    section: 'statuses',
    path: '/status/text',
    summary: 'Post a text status (story) on a background colour.',
    notes: [
      `A status is a message of type \`status\` in the chat \`${STATUS_CHAT}\`: queued and answered like a send, shown by \`GET /messages/{id}\`, and gone from phones after 24 hours.`,
      'Each contact who opens it sends a `status.viewed` event (once per viewer). Statuses your contacts post arrive as `status.received`.',
    ],
    body: [
      {
        name: 'body',
        type: 'string',
        required: true,
        rules: `The text, 1 to ${MAX_STATUS_TEXT_LENGTH} characters.`,
      },
      {
        name: 'backgroundColor',
        type: 'string',
        required: false,
        rules: `\`#RRGGBB\`. Default \`${DEFAULT_STATUS_BACKGROUND}\`.`,
      },
      {
        name: 'font',
        type: 'number',
        required: false,
        rules: `WhatsApp’s font, 0 to ${STATUS_FONTS - 1}. Default 0.`,
      },
      RECIPIENTS_FIELD,
    ],
    errors: [...SEND_ERRORS, 409, 501],
    sample: {
      path: '/status/text',
      body: { body: 'We are open on Sunday this week', backgroundColor: '#128C7E', font: 1 },
    },
  },
  {
    ...send,
    id: 'post-media-status',
    section: 'statuses',
    path: '/status/media',
    summary: 'Post an image or video status, with a caption.',
    notes: ['The file as `/send/media` takes it: an https URL, or a base64 data URL of up to 16 MB.'],
    body: [
      { name: 'type', type: 'string', required: true, rules: '`image` or `video`.' },
      {
        name: 'media',
        type: 'string',
        required: true,
        rules: 'An https URL of the file, or the file as a base64 data URL.',
      },
      { name: 'caption', type: 'string', required: false, rules: 'Up to 1024 characters.' },
      RECIPIENTS_FIELD,
    ],
    errors: [...SEND_ERRORS, 409, 415, 501],
    sample: {
      path: '/status/media',
      body: { type: 'image', media: 'https://example.com/new-arrivals.jpg', caption: 'New arrivals' },
    },
  },
  {
    id: 'delete-status',
    section: 'statuses',
    method: 'DELETE',
    path: '/status/{id}',
    summary: 'Delete a status you posted.',
    notes: [
      `A queued status is cancelled; a posted one is taken back from its recipients’ phones, with a \`message.revoked\` event. After 24 hours: 409 "${StatusMessages.expired}". Any other message id is 404.`,
    ],
    auth: 'api-key',
    response: {
      status: 200,
      example: {
        ...(MESSAGE_EXAMPLE as object),
        chatId: STATUS_CHAT,
        type: 'status',
        body: '',
        revokedAt: '2025-01-15T11:00:00.000Z',
      },
    },
    errors: [...ACTIVE_TOKEN_ERRORS.filter((s) => s !== 402), 404, 409, 501],
    sample: { path: '/status/YOUR_STATUS_ID' },
  },
];
