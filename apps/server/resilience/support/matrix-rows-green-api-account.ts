import { SAMPLE_FILES } from '../../test/multipart-form';
import { greenApiAt, greenApiPair } from './matrix-rows-green-api';
import type { MatrixRow, RowContext } from './matrix-rules';

type Method = 'GET' | 'POST';
const route = (verb: Method, method: string) =>
  `${verb} /waInstance{idInstance}/${method}/{apiTokenInstance}`;

/** A Green-API method called with the caller's key on the owner's token id. */
const row = (verb: Method, method: string, status: number, body?: (c: RowContext) => unknown): MatrixRow => ({
  route: route(verb, method),
  expect: greenApiPair(status),
  request: (c) => ({ path: greenApiAt(method, c), ...(body && { body: body(c) }) }),
});

const NO_GROUP = '120363099999999999@g.us';
const NO_STATUS = '00000000-0000-4000-8000-000000000000';
const NEWCOMER = '919800000128';

/**
 * The Green-API account, contacts and chats, groups and statuses methods. Before the messaging
 * rows: the owner's group and received chat are still there (the messaging rows leave the group,
 * the chats rows delete the chat), and these leave both as they found them.
 */
export const GREEN_API_ACCOUNT_ROWS: MatrixRow[] = [
  row('GET', 'getWaSettings', 200),
  row('GET', 'getDeviceInfo', 200),
  // The owner's token is linked: alreadyLogged (200); a pairing code is refused (409).
  row('GET', 'qr', 200),
  row('POST', 'getAuthorizationCode', 409, (c) => ({ phoneNumber: Number(c.world.owner.phone) })),
  row('POST', 'checkWhatsapp', 200, () => ({ phoneNumber: 919800000129 })),
  row('POST', 'getAvatar', 200, (c) => ({ chatId: `${c.r.receivedChatId}@c.us` })),
  row('GET', 'getContacts', 200),
  // A number the owner's token never met: no contact card.
  row('POST', 'getContactInfo', 404, () => ({ chatId: '919800000199@c.us' })),
  row('GET', 'getChats', 200),
  row('POST', 'archiveChat', 200, (c) => ({ chatId: `${c.r.receivedChatId}@c.us` })),
  row('POST', 'unarchiveChat', 200, (c) => ({ chatId: `${c.r.receivedChatId}@c.us` })),
  row('POST', 'createGroup', 200, () => ({ groupName: 'Matrix', chatIds: ['919800000124@c.us'] })),
  row('POST', 'getGroupData', 200, (c) => ({ groupId: c.r.groupId })),
  row('POST', 'updateGroupName', 200, (c) => ({ groupId: c.r.groupId, groupName: 'Owners' })),
  row('POST', 'addGroupParticipant', 200, (c) => ({ groupId: c.r.groupId, participantChatId: NEWCOMER })),
  row('POST', 'setGroupAdmin', 200, (c) => ({ groupId: c.r.groupId, participantChatId: NEWCOMER })),
  row('POST', 'removeAdmin', 200, (c) => ({ groupId: c.r.groupId, participantChatId: NEWCOMER })),
  row('POST', 'removeGroupParticipant', 200, (c) => ({ groupId: c.r.groupId, participantChatId: NEWCOMER })),
  {
    route: route('POST', 'setGroupPicture'),
    expect: greenApiPair(200),
    request: (c) => ({
      path: greenApiAt('setGroupPicture', c),
      form: [
        ['groupId', c.r.groupId],
        ['file', { filename: 'group_avatar.jpg', content: SAMPLE_FILES.png, contentType: 'image/jpeg' }],
      ],
    }),
  },
  // The owner's own group stays: leaving is tried on a group it is not in.
  row('POST', 'leaveGroup', 404, () => ({ groupId: NO_GROUP })),
  row('POST', 'sendTextStatus', 200, () => ({ message: 'Open on Sunday', participants: ['919800000123'] })),
  row('POST', 'sendMediaStatus', 200, () => ({
    urlFile: 'https://example.com/new-in.jpg',
    fileName: 'new-in.jpg',
    participants: ['919800000123'],
  })),
  row('POST', 'deleteStatus', 404, () => ({ idMessage: NO_STATUS })),
  { ...row('GET', 'reboot', 200), after: (world) => world.relinkOwner() },
  { ...row('GET', 'logout', 200), after: (world) => world.relinkOwner() },
];
