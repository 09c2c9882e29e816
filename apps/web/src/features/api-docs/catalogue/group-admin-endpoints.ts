import {
  EXAMPLE_GROUP_ID,
  GROUP_INVITE_LINK_PREFIX,
  GROUP_PICTURE_SIZE,
  MAX_GROUP_DESCRIPTION_LENGTH,
  MAX_GROUP_SUBJECT_LENGTH,
} from '@chatgate/contracts';
import { GROUP_ERRORS, GROUP_EXAMPLE } from './group-endpoints';
import type { EndpointDoc, Json } from './types';

const group = { section: 'groups', auth: 'api-key' } as const;
const EXAMPLE_CODE = 'F7kQ2mXw9LpR4tYb8NcVzH';
const INVITE_EXAMPLE: Json = {
  groupId: EXAMPLE_GROUP_ID,
  code: EXAMPLE_CODE,
  link: `${GROUP_INVITE_LINK_PREFIX}${EXAMPLE_CODE}`,
};
const ADMIN_NOTE =
  'Only an admin of the group may (the token’s phone must be `admin` or `superadmin`: 403 otherwise). An engine without this operation answers 501 `NOT_SUPPORTED_BY_ENGINE`.';
const withGroup = (path: string) => path.replace('{groupId}', EXAMPLE_GROUP_ID);

/** Administering a group: subject, description, settings, invite link, joining, leaving, picture. */
export const GROUP_ADMIN_ENDPOINTS: EndpointDoc[] = [
  {
    ...group,
    id: 'update-group',
    method: 'PATCH',
    path: '/groups/{groupId}',
    summary: 'Change a group’s subject, description or settings.',
    notes: [
      'Give any of the fields, at least one; the answer is the group as it is now. Every member’s token gets `group.updated` with what changed and `actor`, the number that changed it.',
      ADMIN_NOTE,
    ],
    body: [
      {
        name: 'subject',
        type: 'string',
        required: false,
        rules: `The group name, 1 to ${MAX_GROUP_SUBJECT_LENGTH} characters.`,
      },
      {
        name: 'description',
        type: 'string',
        required: false,
        rules: `At most ${MAX_GROUP_DESCRIPTION_LENGTH} characters; empty removes it.`,
      },
      {
        name: 'onlyAdminsSend',
        type: 'boolean',
        required: false,
        rules: '`true`: only admins may send messages to the group (a member’s send ends `failed`).',
      },
      {
        name: 'onlyAdminsEdit',
        type: 'boolean',
        required: false,
        rules: '`true`: only admins may change the subject, description and picture.',
      },
    ],
    response: {
      status: 200,
      example: {
        ...(GROUP_EXAMPLE as object),
        description: 'Leads and follow-ups',
        settings: { onlyAdminsSend: true, onlyAdminsEdit: true },
      },
    },
    errors: [400, ...GROUP_ERRORS, 404, 501],
    sample: {
      path: withGroup('/groups/{groupId}'),
      body: { subject: 'Sales team 2027', onlyAdminsSend: true },
    },
  },
  {
    ...group,
    id: 'get-group-invite',
    method: 'GET',
    path: '/groups/{groupId}/invite',
    summary: 'The group’s invite link and code.',
    notes: [
      `Anyone with the link (\`${GROUP_INVITE_LINK_PREFIX}<code>\`) can join the group; the same code is answered until it is revoked.`,
      ADMIN_NOTE,
    ],
    response: { status: 200, example: INVITE_EXAMPLE },
    errors: [400, ...GROUP_ERRORS, 404, 501],
    sample: { path: withGroup('/groups/{groupId}/invite') },
  },
  {
    ...group,
    id: 'revoke-group-invite',
    method: 'POST',
    path: '/groups/{groupId}/invite/revoke',
    summary: 'Revoke the invite link: a new code replaces it.',
    notes: ['The old link no longer joins anyone (404 to whoever tries it).', ADMIN_NOTE],
    response: { status: 200, example: INVITE_EXAMPLE },
    errors: [400, ...GROUP_ERRORS, 404, 501],
    sample: { path: withGroup('/groups/{groupId}/invite/revoke') },
  },
  {
    ...group,
    id: 'join-group',
    method: 'POST',
    path: '/groups/join',
    summary: 'Join a group by its invite link or code.',
    notes: [
      'The answer is the group joined. 404 for an unknown or revoked invite, 409 when the token’s phone is already a member. The members’ tokens get `group.participants` (`add`, with the token’s number as `actor`).',
    ],
    body: [
      {
        name: 'invite',
        type: 'string',
        required: true,
        rules: `The link (\`${GROUP_INVITE_LINK_PREFIX}<code>\`) or the code alone.`,
      },
    ],
    response: { status: 200, example: GROUP_EXAMPLE },
    errors: [400, ...GROUP_ERRORS, 404, 501],
    sample: { path: '/groups/join', body: { invite: `${GROUP_INVITE_LINK_PREFIX}${EXAMPLE_CODE}` } },
  },
  {
    ...group,
    id: 'leave-group',
    method: 'POST',
    path: '/groups/{groupId}/leave',
    summary: 'Leave a group.',
    notes: [
      'The members’ tokens get `group.participants` (`remove`, with the token’s number as `actor`). When the last admin leaves, the longest-standing member becomes an admin.',
    ],
    response: { status: 200, example: { groupId: EXAMPLE_GROUP_ID, left: true } },
    errors: [400, ...GROUP_ERRORS, 404, 501],
    sample: { path: withGroup('/groups/{groupId}/leave') },
  },
  {
    ...group,
    id: 'set-group-picture',
    method: 'PUT',
    path: '/groups/{groupId}/picture',
    summary: 'Set the group’s picture.',
    notes: [
      `Give the image inline (\`image\`) or by \`url\`, one of the two: it is cropped to its centre square and set as a ${GROUP_PICTURE_SIZE}x${GROUP_PICTURE_SIZE} JPEG. Anything that is not an image (JPEG, PNG, WebP) is refused with 415, also when the URL serves something else.`,
      'A URL is fetched at once, never from a private or local address (400), at most 16 MB (413); one that cannot be fetched is a 400 saying why.',
      'Every member’s token gets `group.updated` with `changes: { "picture": "set" }` and `actor`; a change another admin makes on their phone arrives the same way.',
      ADMIN_NOTE,
    ],
    body: [
      {
        name: 'image',
        type: 'string',
        required: false,
        rules:
          'The image as a base64 data URL (`data:image/jpeg;base64,…`, at most 16 MB). Give this or `url`.',
      },
      {
        name: 'url',
        type: 'string',
        required: false,
        rules: 'An https URL of the image, which we fetch. Give this or `image`.',
      },
    ],
    response: {
      status: 200,
      example: {
        groupId: EXAMPLE_GROUP_ID,
        width: GROUP_PICTURE_SIZE,
        height: GROUP_PICTURE_SIZE,
        mimeType: 'image/jpeg',
      },
    },
    errors: [400, ...GROUP_ERRORS, 404, 413, 415, 501],
    sample: {
      path: withGroup('/groups/{groupId}/picture'),
      body: { url: 'https://example.com/sales-team.jpg' },
    },
  },
  {
    ...group,
    id: 'remove-group-picture',
    method: 'DELETE',
    path: '/groups/{groupId}/picture',
    summary: 'Remove the group’s picture.',
    notes: [
      'Every member’s token gets `group.updated` with `changes: { "picture": "removed" }` and `actor`.',
      ADMIN_NOTE,
    ],
    response: { status: 200, example: { groupId: EXAMPLE_GROUP_ID, removed: true } },
    errors: [400, ...GROUP_ERRORS, 404, 501],
    sample: { path: withGroup('/groups/{groupId}/picture') },
  },
];
