import { MATRIX_NEWS as news } from './matrix-fresh';
import { anyUser, type MatrixRow, ownerOrStaff, signedIn, staffOnly } from './matrix-rules';

/** Announcements, broadcasts, notifications, support tickets and what staff allow an account. */
export const SUPPORT_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/v1/dash/users/{uuid}/tokenLimit',
    expect: staffOnly(200),
    request: ({ world }) => ({ path: `/api/v1/dash/users/${world.owner.uuid}/tokenLimit` }),
  },
  {
    route: 'PUT /api/v1/dash/users/{uuid}/tokenLimit',
    expect: staffOnly(200),
    request: ({ world }) => ({
      path: `/api/v1/dash/users/${world.owner.uuid}/tokenLimit`,
      body: { limit: 6 },
    }),
  },
  {
    route: 'POST /api/v1/dash/announcement/create',
    expect: staffOnly(200),
    request: ({ world }) => ({
      path: '/api/v1/dash/announcement/create',
      form: [...news, ['recipients', world.owner.uuid]],
    }),
  },
  {
    route: 'POST /api/v1/dash/announcement/view',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dash/announcement/view', body: {} }),
  },
  {
    route: 'GET /api/v1/dash/announcement/announceFiles/{fileName}',
    expect: ownerOrStaff(200),
    request: ({ r }) => ({ path: `/api/v1/dash/announcement/announceFiles/${r.announceFile}` }),
  },
  {
    route: 'GET /api/v1/dash/announcement/{id}',
    expect: ownerOrStaff(200),
    request: ({ r }) => ({ path: `/api/v1/dash/announcement/${r.announceId}` }),
  },
  {
    route: 'PUT /api/v1/dash/announcement/{id}',
    expect: staffOnly(200),
    request: async ({ fresh, world }) => ({
      path: `/api/v1/dash/announcement/${await fresh.announcement()}`,
      form: [...news, ['recipients', world.owner.uuid]],
    }),
  },
  {
    route: 'DELETE /api/v1/dash/announcement/{id}',
    expect: staffOnly(200),
    request: async ({ fresh }) => ({ path: `/api/v1/dash/announcement/${await fresh.announcement()}` }),
  },
  {
    route: 'POST /api/v1/dash/broadcast/create',
    expect: staffOnly(200),
    request: () => ({ path: '/api/v1/dash/broadcast/create', form: [...news] }),
  },
  {
    route: 'POST /api/v1/dash/broadcast/view',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dash/broadcast/view', body: {} }),
  },
  {
    route: 'GET /api/v1/dash/broadcast/broadcastFiles/{fileName}',
    expect: anyUser(200),
    request: ({ r }) => ({ path: `/api/v1/dash/broadcast/broadcastFiles/${r.broadcastFile}` }),
  },
  {
    route: 'GET /api/v1/dash/broadcast/{id}',
    expect: anyUser(200),
    request: ({ r }) => ({ path: `/api/v1/dash/broadcast/${r.broadcastId}` }),
  },
  {
    route: 'PUT /api/v1/dash/broadcast/{id}',
    expect: staffOnly(200),
    request: async ({ fresh }) => ({
      path: `/api/v1/dash/broadcast/${await fresh.broadcast()}`,
      form: [...news],
    }),
  },
  {
    route: 'DELETE /api/v1/dash/broadcast/{id}',
    expect: staffOnly(200),
    request: async ({ fresh }) => ({ path: `/api/v1/dash/broadcast/${await fresh.broadcast()}` }),
  },
  {
    route: 'GET /api/v1/dash/notifications',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dash/notifications/' }),
  },
  {
    route: 'GET /api/v1/dash/notifications/counts',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dash/notifications/counts' }),
  },
  {
    route: 'GET /api/v1/dash/notifications/items',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dash/notifications/items' }),
  },
  {
    // Marks only the caller's own notifications: the owner's id in another's call changes nothing.
    route: 'POST /api/v1/dash/notifications/read',
    expect: anyUser(200),
    request: ({ r }) => ({ path: '/api/v1/dash/notifications/read', body: { id: r.notificationId } }),
  },
  {
    // A ticket may be about one of the caller's own tokens only: the owner's token is refused (400) to anyone else.
    route: 'POST /api/v1/dash/tickets/create',
    expect: { anon: 401, owner: 201, other: 400, crm: 400, admin: 400 },
    request: ({ world }) => ({
      path: '/api/v1/dash/tickets/create',
      body: { type: 'Other', subject: 'Help', description: 'About my token', uuid: world.owner.insid },
    }),
  },
  {
    route: 'GET /api/v1/dash/tickets',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dash/tickets/' }),
  },
  {
    route: 'GET /api/v1/dash/tickets/files/{fileName}',
    expect: ownerOrStaff(200),
    request: ({ r }) => ({ path: `/api/v1/dash/tickets/files/${r.ticketFile}` }),
  },
  {
    route: 'GET /api/v1/dash/tickets/{id}',
    expect: ownerOrStaff(200),
    request: ({ r }) => ({ path: `/api/v1/dash/tickets/${r.ticketId}` }),
  },
  {
    route: 'POST /api/v1/dash/tickets/{id}/reply',
    expect: ownerOrStaff(200),
    request: ({ r }) => ({
      path: `/api/v1/dash/tickets/${r.ticketId}/reply`,
      body: { text: 'One more thing' },
    }),
  },
  {
    route: 'POST /api/v1/dash/tickets/{id}/status',
    expect: staffOnly(200),
    request: ({ r }) => ({ path: `/api/v1/dash/tickets/${r.ticketId}/status`, body: { status: 'open' } }),
  },
  {
    route: 'POST /api/v1/dash/tickets/{id}/close',
    expect: ownerOrStaff(200),
    request: ({ r }) => ({ path: `/api/v1/dash/tickets/${r.closingTicketId}/close` }),
  },
];
