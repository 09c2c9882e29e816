import { SAMPLE_FILES } from '../../test/multipart-form';
import { type MatrixRow, ownKey, type RowContext } from './matrix-rules';

const TO = '919800000123';
/** A person the owner's token blocks and unblocks (not TO, which later rows send to). */
const CONTACT = '919800000125';
const PNG = `data:image/png;base64,${SAMPLE_FILES.png.toString('base64')}`;

/** `path` through the owner's token (`own`: the caller's token, to try the owner's ids through it). */
const at = (path: string, { world, scoped }: RowContext, own = false) =>
  `/api/v1${path}${path.includes('?') ? '&' : '?'}insid=${own ? scoped : world.owner.insid}`;

/** The customer API, by API key: sends, numbers, groups, channels, the token itself, its messages. */
export const MESSAGING_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/v1/send/text',
    expect: ownKey(202),
    request: (c) => ({ path: at('/send/text', c), body: { to: TO, body: 'Hello' } }),
  },
  {
    route: 'POST /api/v1/send/media',
    expect: ownKey(202),
    request: (c) => ({ path: at('/send/media', c), body: { to: TO, type: 'image', media: PNG } }),
  },
  {
    route: 'POST /api/v1/send/location',
    expect: ownKey(202),
    request: (c) => ({ path: at('/send/location', c), body: { to: TO, latitude: 12.97, longitude: 77.59 } }),
  },
  {
    route: 'POST /api/v1/send/contact',
    expect: ownKey(202),
    request: (c) => ({
      path: at('/send/contact', c),
      body: { to: TO, contact: { name: 'Asha', phone: '919800000124' } },
    }),
  },
  {
    // Message ids are looked up in the sending token only: the owner's id names nothing there, so the
    // other user's reaction is refused as reacting to no message of theirs.
    route: 'POST /api/v1/send/reaction',
    expect: ownKey(202, 404),
    request: (c) => ({
      path: at('/send/reaction', c, true),
      body: { to: TO, messageId: c.r.messageId, emoji: '👍' },
    }),
  },
  {
    route: 'POST /api/v1/send/poll',
    expect: ownKey(202),
    request: (c) => ({
      path: at('/send/poll', c),
      body: { to: TO, name: 'Which day?', options: ['Mon', 'Tue'] },
    }),
  },
  {
    route: 'POST /api/v1/send/sticker',
    expect: ownKey(202),
    request: (c) => ({
      path: at('/send/sticker', c),
      body: { to: TO, media: 'https://example.com/sticker.webp' },
    }),
  },
  {
    route: 'POST /api/v1/check/checknumberstatus',
    expect: ownKey(200),
    request: (c) => ({ path: at('/check/checknumberstatus', c), body: { number: TO } }),
  },
  {
    route: 'POST /api/v1/dash/checknumberstatus',
    expect: ownKey(200),
    request: (c) => ({ path: at(`/dash/checknumberstatus?number=${TO}`, c) }),
  },
  {
    route: 'POST /api/v1/groups',
    expect: ownKey(201),
    request: (c) => ({ path: at('/groups', c), body: { subject: 'Team', participants: ['919800000127'] } }),
  },
  { route: 'GET /api/v1/groups', expect: ownKey(200), request: (c) => ({ path: at('/groups', c) }) },
  {
    route: 'GET /api/v1/groups/{groupId}',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/groups/${c.r.groupId}`, c, true) }),
  },
  {
    route: 'POST /api/v1/groups/{groupId}/participants/{action}',
    expect: ownKey(200, 404),
    request: (c) => ({
      path: at(`/groups/${c.r.groupId}/participants/add`, c, true),
      body: { participants: ['919800000128'] },
    }),
  },
  {
    route: 'POST /api/v1/groups/{groupId}/send',
    expect: ownKey(202, 202),
    settles: { other: 'failed' },
    request: (c) => ({ path: at(`/groups/${c.r.groupId}/send`, c, true), body: { body: 'To the group' } }),
  },
  // Group administration: another token's key, through its own token, finds no such group (404).
  {
    route: 'PATCH /api/v1/groups/{groupId}',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/groups/${c.r.groupId}`, c, true), body: { description: 'Matrix' } }),
  },
  {
    route: 'GET /api/v1/groups/{groupId}/invite',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/groups/${c.r.groupId}/invite`, c, true) }),
  },
  {
    route: 'POST /api/v1/groups/{groupId}/invite/revoke',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/groups/${c.r.groupId}/invite/revoke`, c, true) }),
  },
  {
    // A code no group has: unknown to every token.
    route: 'POST /api/v1/groups/join',
    expect: ownKey(404, 404),
    request: (c) => ({ path: at('/groups/join', c, true), body: { invite: 'AbCdEfGhIjKlMnOpQrStUv' } }),
  },
  {
    route: 'PUT /api/v1/groups/{groupId}/picture',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/groups/${c.r.groupId}/picture`, c, true), body: { image: PNG } }),
  },
  {
    // Last of the group rows: the owner's token is no longer in its group afterwards.
    route: 'POST /api/v1/groups/{groupId}/leave',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/groups/${c.r.groupId}/leave`, c, true) }),
  },
  {
    route: 'POST /api/v1/channels',
    expect: ownKey(201),
    request: (c) => ({ path: at('/channels', c), body: { name: 'Updates' } }),
  },
  { route: 'GET /api/v1/channels', expect: ownKey(200), request: (c) => ({ path: at('/channels', c) }) },
  {
    route: 'POST /api/v1/channels/{channelId}/send',
    expect: ownKey(202, 202),
    settles: { other: 'failed' },
    request: (c) => ({
      path: at(`/channels/${c.r.channelId}/send`, c, true),
      body: { body: 'To the channel' },
    }),
  },
  {
    route: 'GET /api/v1/instance/state',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/state', c) }),
  },
  // Blocked first (so the owner has the contact), then unblocked: TO stays sendable for later rows.
  {
    route: 'POST /api/v1/contacts/{id}/block',
    expect: ownKey(200),
    request: (c) => ({ path: at(`/contacts/${CONTACT}/block`, c) }),
  },
  {
    route: 'POST /api/v1/contacts/{id}/unblock',
    expect: ownKey(200),
    request: (c) => ({ path: at(`/contacts/${CONTACT}/unblock`, c) }),
  },
  { route: 'GET /api/v1/contacts', expect: ownKey(200), request: (c) => ({ path: at('/contacts', c) }) },
  {
    // Through its own token, another user's key finds no such contact there.
    route: 'GET /api/v1/contacts/{id}',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/contacts/${CONTACT}`, c, true) }),
  },
  {
    // Not a sandbox phone of the owner's account: it has no picture.
    route: 'GET /api/v1/contacts/{id}/picture',
    expect: ownKey(404),
    request: (c) => ({ path: at(`/contacts/${CONTACT}/picture`, c) }),
  },
  {
    route: 'GET /api/v1/instance/capabilities',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/capabilities', c) }),
  },
  {
    route: 'GET /api/v1/instance/qr',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/qr', c) }),
  },
  {
    // The owner's token is linked already: a pairing code is refused (409) to its own key.
    route: 'POST /api/v1/instance/pairing-code',
    expect: ownKey(409),
    request: (c) => ({ path: at('/instance/pairing-code', c), body: { phone: c.world.owner.phone } }),
  },
  {
    route: 'POST /api/v1/instance/logout',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/logout', c) }),
    after: (world) => world.relinkOwner(),
  },
  {
    route: 'POST /api/v1/instance/reboot',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/reboot', c) }),
    after: (world) => world.relinkOwner(),
  },
  {
    route: 'GET /api/v1/messages/{id}',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/messages/${c.r.messageId}`, c, true) }),
  },
  { route: 'GET /api/v1/messages', expect: ownKey(200), request: (c) => ({ path: at('/messages', c) }) },
  { route: 'GET /api/v1/events', expect: ownKey(200), request: (c) => ({ path: at('/events', c) }) },
  {
    // The owner's received message, named through the caller's token: not one the other token received (404).
    route: 'POST /api/v1/chats/{chatId}/read',
    expect: ownKey(200, 404),
    request: (c) => ({
      path: at(`/chats/${c.r.receivedChatId}/read`, c, true),
      body: { messageId: c.r.mediaMessageId },
    }),
  },
  {
    route: 'POST /api/v1/chats/{chatId}/presence',
    expect: ownKey(200),
    request: (c) => ({ path: at(`/chats/${TO}/presence`, c), body: { state: 'typing' } }),
  },
  {
    route: 'POST /api/v1/presence/subscribe',
    expect: ownKey(200),
    request: (c) => ({ path: at('/presence/subscribe', c), body: { chatId: TO } }),
  },
  {
    route: 'GET /api/v1/messages/{id}/media',
    expect: ownKey(200, 404),
    request: (c) => ({ path: at(`/messages/${c.r.mediaMessageId}/media`, c, true) }),
  },
];
