import { type MatrixRow, ownKey, type RowContext } from './matrix-rules';

/** `path` through the caller's own token: the owner's chat is one no other token has (404). */
const own = (path: string, { scoped }: RowContext) =>
  `/api/v1${path}${path.includes('?') ? '&' : '?'}insid=${scoped}`;

/** A chat call on the owner's chat (the one it received a message in), through the caller's token. */
const onChat = (method: 'POST' | 'DELETE', action: string, body?: object): MatrixRow => ({
  route: `${method} /api/v1/chats/{chatId}${action ? `/${action}` : ''}`,
  expect: ownKey(200, 404),
  request: (c) => ({
    path: own(`/chats/${c.r.receivedChatId}${action ? `/${action}` : ''}`, c),
    ...(body && { body }),
  }),
});

/** The chats calls (decision 0026); the delete last, as it takes the chat off the owner's list. */
export const CHATS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/v1/chats',
    expect: ownKey(200),
    request: (c) => ({ path: `/api/v1/chats?insid=${c.world.owner.insid}` }),
  },
  {
    route: 'GET /api/v1/chats/{chatId}',
    expect: ownKey(200, 404),
    request: (c) => ({ path: own(`/chats/${c.r.receivedChatId}`, c) }),
  },
  {
    route: 'GET /api/v1/chats/{chatId}/messages',
    expect: ownKey(200, 404),
    request: (c) => ({ path: own(`/chats/${c.r.receivedChatId}/messages`, c) }),
  },
  onChat('POST', 'archive'),
  onChat('POST', 'unarchive'),
  onChat('POST', 'pin'),
  onChat('POST', 'unpin'),
  onChat('POST', 'mute', { until: '2099-01-01T00:00:00Z' }),
  onChat('POST', 'unmute'),
  onChat('DELETE', ''),
];
