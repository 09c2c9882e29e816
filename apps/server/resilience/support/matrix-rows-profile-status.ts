import { SAMPLE_FILES } from '../../test/multipart-form';
import { anyUser, type MatrixRow, ownKey, type RowContext } from './matrix-rules';

const PNG = `data:image/png;base64,${SAMPLE_FILES.png.toString('base64')}`;
/** No status, of any token or phone, has this id. */
const NO_STATUS = '00000000-0000-4000-8000-000000000000';

const at = (path: string, { world }: RowContext) => `/api/v1${path}?insid=${world.owner.insid}`;
/** A phone of the caller's own sandbox (every account may open any test number there, decision 0009). */
const phone = (path: string, { world }: RowContext) => `/api/v1/sandbox/phones/${world.owner.phone}${path}`;

/** The linked account's profile and its statuses (decision 0029), by API key and in the Sandbox Phone. */
export const PROFILE_STATUS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/v1/instance/profile',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/profile', c) }),
  },
  {
    route: 'PATCH /api/v1/instance/profile',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/profile', c), body: { about: 'Open 9 to 6' } }),
  },
  {
    route: 'PUT /api/v1/instance/profile/picture',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/profile/picture', c), body: { media: PNG } }),
  },
  {
    route: 'DELETE /api/v1/instance/profile/picture',
    expect: ownKey(200),
    request: (c) => ({ path: at('/instance/profile/picture', c) }),
  },
  {
    // To the contacts the owner's token has written to.
    route: 'POST /api/v1/status/text',
    expect: ownKey(202),
    request: (c) => ({ path: at('/status/text', c), body: { body: 'Open on Sunday' } }),
  },
  {
    route: 'POST /api/v1/status/media',
    expect: ownKey(202),
    request: (c) => ({ path: at('/status/media', c), body: { type: 'image', media: PNG } }),
  },
  {
    route: 'DELETE /api/v1/status/{id}',
    expect: ownKey(404),
    request: (c) => ({ path: at(`/status/${NO_STATUS}`, c) }),
  },
  {
    route: 'GET /api/v1/sandbox/phones/{phone}/statuses',
    expect: anyUser(200),
    request: (c) => ({ path: phone('/statuses', c) }),
  },
  {
    route: 'POST /api/v1/sandbox/phones/{phone}/statuses',
    expect: anyUser(200),
    request: (c) => ({ path: phone('/statuses', c), body: { body: 'Back at 5' } }),
  },
  {
    route: 'POST /api/v1/sandbox/phones/{phone}/statuses/{id}/view',
    expect: anyUser(404),
    request: (c) => ({ path: phone(`/statuses/${NO_STATUS}/view`, c) }),
  },
  {
    route: 'DELETE /api/v1/sandbox/phones/{phone}/statuses/{id}',
    expect: anyUser(404),
    request: (c) => ({ path: phone(`/statuses/${NO_STATUS}`, c) }),
  },
  {
    route: 'GET /api/v1/sandbox/phones/{phone}/statuses/{id}/media',
    expect: anyUser(404),
    request: (c) => ({ path: phone(`/statuses/${NO_STATUS}/media`, c) }),
  },
  {
    route: 'GET /api/v1/sandbox/phones/{phone}/profiles/{peer}',
    expect: anyUser(200),
    request: (c) => ({ path: phone('/profiles/919800000123', c) }),
  },
];
