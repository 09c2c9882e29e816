import { SHEET_CSV } from './matrix-fresh';
import { type Expected, type MatrixRow, ownKey, ownTokenOrAdmin, type RowContext } from './matrix-rules';
import type { World } from './matrix-world';
import { callJson } from './sandbox-account';

const SHEET = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit';

/**
 * A token's Google Sheets page, by session and `?insid=`. Google is not set up here and no sheet is
 * connected, so past the access checks the sheet calls are refused: 409 (not set up) or 400 (no
 * sheet connected).
 */
const SHEETS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/v1/dash/sheets',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: `/api/v1/dash/sheets/?insid=${world.owner.insid}` }),
  },
  {
    route: 'PUT /api/v1/dash/sheets/connect',
    expect: ownTokenOrAdmin(409),
    request: ({ world }) => ({
      path: `/api/v1/dash/sheets/connect?insid=${world.owner.insid}`,
      body: { sheet: SHEET },
    }),
  },
  {
    route: 'DELETE /api/v1/dash/sheets/connect',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: `/api/v1/dash/sheets/connect?insid=${world.owner.insid}` }),
  },
  {
    route: 'GET /api/v1/dash/sheets/preview',
    expect: ownTokenOrAdmin(400),
    request: ({ world }) => ({ path: `/api/v1/dash/sheets/preview?insid=${world.owner.insid}&tab=Sheet1` }),
  },
  {
    route: 'POST /api/v1/dash/sheets/uploads',
    expect: ownTokenOrAdmin(201),
    request: ({ world }) => ({
      path: `/api/v1/dash/sheets/uploads?insid=${world.owner.insid}`,
      form: [['file', SHEET_CSV]],
    }),
  },
  {
    route: 'POST /api/v1/dash/sheets/runs',
    expect: ownTokenOrAdmin(201),
    request: async ({ world, fresh }) => ({
      path: `/api/v1/dash/sheets/runs?insid=${world.owner.insid}`,
      body: {
        source: { kind: 'file', uploadId: await fresh.sheetUpload() },
        mapping: { phone: 0, message: 1 },
      },
    }),
  },
  {
    route: 'GET /api/v1/dash/sheets/runs',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: `/api/v1/dash/sheets/runs?insid=${world.owner.insid}` }),
  },
  {
    route: 'GET /api/v1/dash/sheets/runs/{id}',
    expect: ownTokenOrAdmin(200),
    request: ({ r, scoped }) => ({ path: `/api/v1/dash/sheets/runs/${r.sheetRunId}?insid=${scoped}` }),
  },
  {
    // The run is ready, not running: pausing it is refused (409) to those who may act on it.
    route: 'POST /api/v1/dash/sheets/runs/{id}/{action}',
    expect: ownTokenOrAdmin(409),
    request: ({ r, scoped }) => ({ path: `/api/v1/dash/sheets/runs/${r.sheetRunId}/pause?insid=${scoped}` }),
  },
  {
    route: 'PUT /api/v1/dash/sheets/event-log',
    expect: ownTokenOrAdmin(400),
    request: ({ world }) => ({
      path: `/api/v1/dash/sheets/event-log?insid=${world.owner.insid}`,
      body: { enabled: true, tab: 'Log' },
    }),
  },
  {
    route: 'PUT /api/v1/dash/sheets/new-row',
    expect: ownTokenOrAdmin(400),
    request: ({ world }) => ({
      path: `/api/v1/dash/sheets/new-row?insid=${world.owner.insid}`,
      body: { enabled: true, tab: 'Leads', phoneColumn: 0, template: 'Hello' },
    }),
  },
];

/**
 * Webhook settings and sending settings exist twice: for the dashboard (session, `?insid=` names
 * the token) and for the customer API (the key's own token). The same rows, by either way in.
 */
function perTokenRows(prefix: string, expect: (status: number, other?: 403 | 404) => Expected): MatrixRow[] {
  const at = (path: string, { world, scoped }: RowContext, own = false) =>
    `${prefix}${path}?insid=${own ? scoped : world.owner.insid}`;
  return [
    {
      route: `GET ${prefix}/settings`,
      expect: expect(200),
      request: (c) => ({ path: at('/settings/', c) }),
    },
    {
      route: `PUT ${prefix}/settings`,
      expect: expect(200),
      request: (c) => ({ path: at('/settings/', c), body: { sendDelayMinMs: null } }),
    },
    { route: `GET ${prefix}/webhook`, expect: expect(200), request: (c) => ({ path: at('/webhook/', c) }) },
    {
      route: `PUT ${prefix}/webhook`,
      expect: expect(200),
      request: (c) => ({
        path: at('/webhook/', c),
        body: { url: c.world.webhookUrl, events: ['message.status'] },
      }),
    },
    {
      route: `POST ${prefix}/webhook/secret`,
      expect: expect(200),
      request: (c) => ({ path: at('/webhook/secret', c) }),
    },
    {
      route: `POST ${prefix}/webhook/test`,
      expect: expect(200),
      request: (c) => ({ path: at('/webhook/test', c) }),
    },
    {
      route: `GET ${prefix}/webhook/deliveries`,
      expect: expect(200),
      request: (c) => ({ path: at('/webhook/deliveries', c) }),
    },
    {
      route: `POST ${prefix}/webhook/deliveries/{id}/replay`,
      expect: expect(200, 404),
      request: (c) => ({ path: at(`/webhook/deliveries/${c.r.deliveryId}/replay`, c, true) }),
    },
    {
      // Each caller finds the owner's webhook set again, so a refusal is the caller's, not a gone webhook.
      route: `DELETE ${prefix}/webhook`,
      expect: expect(200),
      request: async (c) => {
        await restoreOwnerWebhook(c.world);
        return { path: at('/webhook', c) };
      },
      after: restoreOwnerWebhook,
    },
  ];
}

/** The owner's webhook as the rows above leave it, set again after a removal. */
async function restoreOwnerWebhook(world: World): Promise<void> {
  const url = `${world.base}/api/v1/dash/wa/webhook?insid=${world.owner.insid}`;
  const body = { url: world.webhookUrl, events: ['message.status'] };
  const res = await callJson(url, body, world.owner.auth, 'PUT');
  if (res.status !== 200) throw new Error(`the owner's webhook could not be set again: ${res.status}`);
}

/**
 * The send queue and its unacknowledged sends, for the dashboard (session, `?insid=`) and the
 * customer API (API key). The
 * owner's message (read long ago) is no longer queued: cancelling it is refused with 409 to those
 * who may, while another token does not find it (404).
 */
const QUEUE_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/v1/dash/wa/queue',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: `/api/v1/dash/wa/queue?insid=${world.owner.insid}` }),
  },
  {
    route: 'DELETE /api/v1/dash/wa/queue',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: `/api/v1/dash/wa/queue?insid=${world.owner.insid}` }),
  },
  {
    route: 'DELETE /api/v1/dash/wa/queue/{id}',
    expect: ownTokenOrAdmin(409),
    request: ({ r, scoped }) => ({ path: `/api/v1/dash/wa/queue/${r.messageId}?insid=${scoped}` }),
  },
  {
    route: 'GET /api/v1/dash/wa/queue/unacknowledged',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: `/api/v1/dash/wa/queue/unacknowledged?insid=${world.owner.insid}` }),
  },
  {
    route: 'GET /api/v1/queue',
    expect: ownKey(200),
    request: ({ world }) => ({ path: `/api/v1/queue?insid=${world.owner.insid}` }),
  },
  {
    route: 'GET /api/v1/queue/unacknowledged',
    expect: ownKey(200),
    request: ({ world }) => ({ path: `/api/v1/queue/unacknowledged?insid=${world.owner.insid}` }),
  },
  {
    route: 'DELETE /api/v1/queue',
    expect: ownKey(200),
    request: ({ world }) => ({ path: `/api/v1/queue?insid=${world.owner.insid}` }),
  },
  // The owner's sent text, named through the caller's token: another token has no such message
  // (404). Edited and forwarded first, then deleted for everyone (the owner's phone is linked).
  {
    route: 'PATCH /api/v1/messages/{id}',
    expect: ownKey(200, 404),
    request: ({ r, scoped }) => ({
      path: `/api/v1/messages/${r.messageId}?insid=${scoped}`,
      body: { body: 'hello, edited' },
    }),
  },
  {
    route: 'POST /api/v1/messages/{id}/forward',
    expect: ownKey(202, 404),
    request: ({ r, scoped }) => ({
      path: `/api/v1/messages/${r.messageId}/forward?insid=${scoped}`,
      body: { to: '919800000124' },
    }),
  },
  {
    route: 'DELETE /api/v1/messages/{id}',
    expect: ownKey(200, 404),
    request: ({ r, scoped }) => ({ path: `/api/v1/messages/${r.messageId}?insid=${scoped}` }),
  },
];

export const TOKEN_ROWS: MatrixRow[] = [
  ...SHEETS_ROWS,
  ...QUEUE_ROWS,
  ...perTokenRows('/api/v1/dash/wa', ownTokenOrAdmin),
  ...perTokenRows('/api/v1/instance', ownKey),
];
