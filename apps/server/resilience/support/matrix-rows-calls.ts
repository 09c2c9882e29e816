import { anyUser, type MatrixRow, ownerOnly, ownKey, type RowContext } from './matrix-rules';

/** A call id no phone of any account placed. */
const NO_CALL = '00000000-0000-4000-8000-000000000000';

const phonePath = ({ world }: RowContext, rest: string) =>
  `/api/v1/sandbox/phones/${world.owner.phone}${rest}`;
const viaToken = (path: string, { world }: RowContext) => `/api/v1${path}?insid=${world.owner.insid}`;

/** A Sandbox Phone's action on a call: none of that id exists (404 for everyone signed in). */
const onNoCall = (action: string): MatrixRow => ({
  route: `POST /api/v1/sandbox/phones/{phone}/calls/{callId}/${action}`,
  expect: anyUser(404),
  request: (c) => ({ path: phonePath(c, `/calls/${NO_CALL}/${action}`) }),
});

/** The calls of the customer API and of the Sandbox Phone (decisions 0028, 0031). */
export const CALLS_ROWS: MatrixRow[] = [
  {
    // To the number the owner's token wrote to: a phone of the owner's network only.
    route: 'POST /api/v1/sandbox/phones/{phone}/calls',
    expect: ownerOnly(200, 409),
    request: (c) => ({ path: phonePath(c, '/calls'), body: { to: '919800000123' } }),
  },
  {
    // The calls the phone of the caller's own account received: none for another user.
    route: 'GET /api/v1/sandbox/phones/{phone}/calls',
    expect: anyUser(200),
    request: (c) => ({ path: phonePath(c, '/calls') }),
  },
  {
    route: 'GET /api/v1/sandbox/phones/{phone}/calls/{callId}',
    expect: anyUser(404),
    request: (c) => ({ path: phonePath(c, `/calls/${NO_CALL}`) }),
  },
  onNoCall('accept'),
  onNoCall('decline'),
  onNoCall('hangup'),
  { route: 'GET /api/v1/calls', expect: ownKey(200), request: (c) => ({ path: viaToken('/calls', c) }) },
  {
    // No call reached the owner's token under this id.
    route: 'GET /api/v1/calls/{callId}',
    expect: ownKey(404),
    request: (c) => ({ path: viaToken('/calls/NOSUCHCALL', c) }),
  },
  {
    route: 'POST /api/v1/calls/{callId}/reject',
    expect: ownKey(404),
    request: (c) => ({ path: viaToken('/calls/NOSUCHCALL/reject', c) }),
  },
];
