import {
  EXAMPLE_GROUP_ID,
  MAX_GROUP_SUBJECT_LENGTH,
  MAX_PARTICIPANTS_PER_CALL,
  PARTICIPANT_OUTCOMES,
  type ParticipantAction,
} from '@chatgate/contracts';
import { chatSendEndpoint } from './chat-send-endpoint';
import { ACTIVE_TOKEN_ERRORS } from './error-statuses';
import { EXAMPLE_NUMBER, EXAMPLE_TIME, NUMBER_RULE } from './shared-fields';
import type { EndpointDoc, FieldDoc, Json } from './types';

const group = { section: 'groups', auth: 'api-key' } as const;
const OWNER = '919800000901';
/** Every group call needs an active token with a connected phone (409 otherwise). */
export const GROUP_ERRORS = [...ACTIVE_TOKEN_ERRORS, 409];

export const GROUP_EXAMPLE: Json = {
  id: EXAMPLE_GROUP_ID,
  subject: 'Sales team',
  owner: OWNER,
  ownerLid: '215346712345678@lid',
  participants: [
    { number: OWNER, lid: '215346712345678@lid', role: 'superadmin' },
    { number: EXAMPLE_NUMBER, lid: null, role: 'member' },
    // A member whose number WhatsApp hides: only the LID, never its digits as a number.
    { number: null, lid: '190583827465019@lid', role: 'member' },
  ],
  description: '',
  settings: { onlyAdminsSend: false, onlyAdminsEdit: false },
  createdAt: EXAMPLE_TIME,
};

const ACTION_SUMMARIES: Record<ParticipantAction, string> = {
  add: 'Add participants to a group.',
  remove: 'Remove participants from a group.',
  promote: 'Make participants admins of a group.',
  demote: 'Make admins plain participants again.',
};

const PARTICIPANTS_FIELD: FieldDoc = {
  name: 'participants',
  type: 'string[]',
  required: true,
  rules: `1 to ${MAX_PARTICIPANTS_PER_CALL} numbers. ${NUMBER_RULE}`,
};

function participantsEndpoint(action: ParticipantAction, outcome: Json): EndpointDoc {
  const path = `/groups/{groupId}/participants/${action}`;
  return {
    ...group,
    id: `${action}-participants`,
    method: 'POST',
    path,
    summary: ACTION_SUMMARIES[action],
    notes: [
      `Only group admins may (403 otherwise). Each number gets an outcome: ${PARTICIPANT_OUTCOMES.map((o) => `\`${o}\``).join(', ')}. Members hear of it by the \`group.participants\` webhook.`,
    ],
    body: [PARTICIPANTS_FIELD],
    response: {
      status: 200,
      example: { groupId: EXAMPLE_GROUP_ID, action, result: [{ number: EXAMPLE_NUMBER, outcome }] },
    },
    errors: [400, ...GROUP_ERRORS, 404, ...(action === 'promote' || action === 'demote' ? [501] : [])],
    sample: {
      path: path.replace('{groupId}', EXAMPLE_GROUP_ID),
      body: { participants: [EXAMPLE_NUMBER] },
    },
  };
}

/** Create, list and show groups, change their participants, and send to them. */
export const GROUP_ENDPOINTS: EndpointDoc[] = [
  {
    ...group,
    id: 'create-group',
    method: 'POST',
    path: '/groups',
    summary: 'Create a group owned by the token’s phone.',
    notes: [
      'Every participant must be registered on WhatsApp: otherwise nothing is created and the 400 names the numbers that are not. The token’s own number is left out of `participants`: it becomes the `superadmin`.',
    ],
    body: [
      {
        name: 'subject',
        type: 'string',
        required: true,
        rules: `The group name, 1 to ${MAX_GROUP_SUBJECT_LENGTH} characters.`,
      },
      PARTICIPANTS_FIELD,
    ],
    response: { status: 201, example: GROUP_EXAMPLE },
    errors: [400, ...GROUP_ERRORS],
    sample: { path: '/groups', body: { subject: 'Sales team', participants: [EXAMPLE_NUMBER] } },
  },
  {
    ...group,
    id: 'list-groups',
    method: 'GET',
    path: '/groups',
    summary: 'The groups the token’s phone is a member of.',
    response: { status: 200, example: { result: [GROUP_EXAMPLE] } },
    errors: GROUP_ERRORS,
  },
  {
    ...group,
    id: 'get-group',
    method: 'GET',
    path: '/groups/{groupId}',
    summary:
      'One group with its participants: number and LID (`number` null when WhatsApp hides it), and role (superadmin, admin, member); `owner` and `ownerLid` name its creator likewise (`owner` null when only the LID is known). A number the token has learnt for a LID is filled in.',
    notes: ['404 when the group does not exist or the token’s phone is not in it.'],
    response: { status: 200, example: GROUP_EXAMPLE },
    errors: [400, ...GROUP_ERRORS, 404],
    sample: { path: `/groups/${EXAMPLE_GROUP_ID}` },
  },
  participantsEndpoint('add', 'added'),
  participantsEndpoint('remove', 'removed'),
  participantsEndpoint('promote', 'promoted'),
  participantsEndpoint('demote', 'demoted'),
  chatSendEndpoint({
    section: 'groups',
    kind: 'group',
    exampleId: EXAMPLE_GROUP_ID,
    failure:
      'Every other member receives it. Sent to a group the token’s phone is not in, the message ends `failed` with the reason.',
  }),
];
