import { amountInPaise, CURRENCY } from '@chatgate/contracts';
import {
  anyUser,
  type MatrixRow,
  ownAccountOrAdmin,
  ownerOnly,
  ownTokenOrAdmin,
  signedIn,
} from './matrix-rules';

const TEST_NUMBER = '919800000123';

/** The dashboard's token, company, sandbox phone, logs and payment routes. */
export const DASHBOARD_ROWS: MatrixRow[] = [
  {
    route: 'POST /api/v1/dash/wa/fetchInstance',
    expect: ownAccountOrAdmin(200),
    request: ({ world }) => ({ path: '/api/v1/dash/wa/fetchInstance', body: { uuid: world.owner.uuid } }),
  },
  {
    route: 'POST /api/v1/dash/wa/createInstance',
    expect: ownAccountOrAdmin(200),
    request: ({ world }) => ({
      path: '/api/v1/dash/wa/createInstance',
      body: { uuid: world.owner.uuid, name: 'Second' },
    }),
  },
  {
    route: 'POST /api/v1/dash/wa/showKey',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: '/api/v1/dash/wa/showKey', body: { insid: world.owner.insid } }),
  },
  {
    route: 'POST /api/v1/dash/wa/qr',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: '/api/v1/dash/wa/qr', body: { insid: world.owner.insid } }),
  },
  {
    // The owner's token is linked already: a pairing code is refused (409) once access is granted.
    route: 'POST /api/v1/dash/wa/pairingCode',
    expect: ownTokenOrAdmin(409),
    request: ({ world }) => ({
      path: '/api/v1/dash/wa/pairingCode',
      body: { insid: world.owner.insid, phone: world.owner.phone },
    }),
  },
  {
    route: 'POST /api/v1/dash/wa/logout',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: '/api/v1/dash/wa/logout', body: { insid: world.owner.insid } }),
    after: (world) => world.relinkOwner(),
  },
  {
    // A linked token cannot be deleted (409) by those who may touch it at all.
    route: 'POST /api/v1/dash/wa/delete',
    expect: ownTokenOrAdmin(409),
    request: ({ world }) => ({ path: '/api/v1/dash/wa/delete', body: { insid: world.owner.insid } }),
  },
  {
    route: 'POST /api/v1/dash/wa/sendTest',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({
      path: '/api/v1/dash/wa/sendTest',
      body: { insid: world.owner.insid, number: TEST_NUMBER },
    }),
  },
  {
    route: 'GET /api/v1/dash/wa/events',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dash/wa/events' }),
  },
  {
    route: 'POST /api/v1/dash/company/fetch',
    expect: ownAccountOrAdmin(200),
    request: ({ world }) => ({ path: '/api/v1/dash/company/fetch', body: { uuid: world.owner.uuid } }),
  },
  {
    route: 'POST /api/v1/dash/company/update',
    expect: ownAccountOrAdmin(200),
    request: ({ world }) => ({
      path: '/api/v1/dash/company/update',
      body: {
        uuid: world.owner.uuid,
        company_name: 'Owner Ltd',
        address: '',
        contact_number: '',
        company_email: '',
        company_website: '',
      },
    }),
  },
  {
    route: 'GET /api/v1/dash/logs',
    expect: ownTokenOrAdmin(200),
    request: ({ world }) => ({ path: `/api/v1/dash/logs/?insid=${world.owner.insid}` }),
  },
  {
    route: 'GET /api/v1/sandbox/phones',
    expect: anyUser(200),
    request: () => ({ path: '/api/v1/sandbox/phones' }),
  },
  {
    // Phones are per account (decision 0009): each caller opens its own account's phone of the number.
    route: 'POST /api/v1/sandbox/phones',
    expect: anyUser(200),
    request: ({ world }) => ({ path: '/api/v1/sandbox/phones', body: { phone: world.owner.phone } }),
  },
  {
    route: 'GET /api/v1/sandbox/phones/{phone}',
    expect: anyUser(200),
    request: ({ world }) => ({ path: `/api/v1/sandbox/phones/${world.owner.phone}` }),
  },
  {
    // Another account's phone of the number never got the owner's file.
    route: 'GET /api/v1/sandbox/phones/{phone}/media/{id}',
    expect: ownerOnly(200, 404),
    request: ({ r }) => ({ path: `/api/v1/sandbox/phones/${r.sandboxPhone}/media/${r.sandboxFileId}` }),
  },
  {
    // The CRM user's live QR, scanned with the owner's number: no valid QR in any other account
    // (400); in the CRM user's own, the number is taken, linked to the owner's token (409).
    route: 'POST /api/v1/sandbox/scan',
    expect: { anon: 401, owner: 400, other: 400, crm: 409, admin: 400 },
    request: async ({ world, fresh }) => ({
      path: '/api/v1/sandbox/scan',
      body: { qr: await fresh.liveQr(), phone: world.owner.phone },
    }),
  },
  {
    // The Admin's pairing code for the owner's number: as the QR above, valid in the Admin's account only.
    route: 'POST /api/v1/sandbox/pairing-code',
    expect: { anon: 401, owner: 400, other: 400, crm: 400, admin: 409 },
    request: async ({ world, fresh }) => ({
      path: '/api/v1/sandbox/pairing-code',
      body: { code: await fresh.pairingCode(), phone: world.owner.phone },
    }),
  },
  {
    // To the number the owner's token wrote to: a phone of the owner's network only.
    route: 'POST /api/v1/sandbox/phones/{phone}/reply',
    expect: ownerOnly(200, 409),
    request: ({ world }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/reply`,
      body: { to: '919800000123', body: 'Hello from the sandbox' },
    }),
  },
  {
    route: 'GET /api/v1/sandbox/phones/{phone}/presence',
    expect: anyUser(200),
    request: ({ world }) => ({ path: `/api/v1/sandbox/phones/${world.owner.phone}/presence` }),
  },
  {
    route: 'POST /api/v1/sandbox/phones/{phone}/presence',
    expect: anyUser(200),
    request: ({ world }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/presence`,
      body: { state: 'available' },
    }),
  },
  {
    route: 'POST /api/v1/sandbox/phones/{phone}/poll',
    expect: ownerOnly(200, 409),
    request: ({ world }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/poll`,
      body: { to: '919800000123', name: 'Lunch?', options: ['Yes', 'No'] },
    }),
  },
  {
    // The owner's phone administers the owner's group; another account's phone of the number is not in it.
    route: 'POST /api/v1/sandbox/phones/{phone}/groups/{groupId}/subject',
    expect: ownerOnly(200, 403),
    request: ({ world, r }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/groups/${r.groupId}/subject`,
      body: { subject: 'Owners and friends' },
    }),
  },
  {
    route: 'POST /api/v1/sandbox/phones/{phone}/sticker',
    expect: ownerOnly(200, 409),
    request: ({ world }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/sticker`,
      body: { to: '919800000123' },
    }),
  },
  {
    // No caller's phone of the number typed a message of this id: each account has its own phones.
    route: 'PATCH /api/v1/sandbox/phones/{phone}/messages/{id}',
    expect: anyUser(404),
    request: ({ world }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/messages/00000000-0000-4000-8000-000000000000`,
      body: { body: 'edited' },
    }),
  },
  {
    route: 'DELETE /api/v1/sandbox/phones/{phone}/messages/{id}',
    expect: anyUser(404),
    request: ({ world }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/messages/00000000-0000-4000-8000-000000000000`,
    }),
  },
  {
    // No caller's phone of the number received a poll of this id: each account has its own phones.
    route: 'POST /api/v1/sandbox/phones/{phone}/vote',
    expect: anyUser(400),
    request: ({ world }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/vote`,
      body: { messageId: '00000000-0000-4000-8000-000000000000', options: ['Yes'] },
    }),
  },
  {
    route: 'POST /api/v1/dash/payment/order',
    expect: ownTokenOrAdmin(200),
    request: ({ r, caller }) => ({
      path: '/api/v1/dash/payment/order',
      body: {
        insid: r.unpaidInsid,
        amount: amountInPaise('monthly'),
        currency: CURRENCY,
        receipt: `mx-${caller.name}`,
        validity: 30,
      },
    }),
  },
  {
    // Verifying a payment again changes nothing; only those who may see the order get that far.
    route: 'POST /api/v1/dash/payment/verify',
    expect: ownTokenOrAdmin(200),
    request: ({ r }) => ({ path: '/api/v1/dash/payment/verify', body: r.checkout }),
  },
  {
    route: 'POST /api/v1/dash/payment/sandbox',
    expect: ownTokenOrAdmin(200),
    request: ({ r }) => ({
      path: '/api/v1/dash/payment/sandbox',
      body: { orderId: r.openOrderId, outcome: 'decline' },
    }),
  },
  {
    route: 'POST /api/v1/dash/payment/history',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dash/payment/history' }),
  },
  {
    route: 'GET /api/v1/dash/payment/receipt',
    expect: ownerOnly(200, 404),
    request: ({ r }) => ({
      path: `/api/v1/dash/payment/receipt?paymentId=${encodeURIComponent(r.paymentId)}`,
    }),
  },
];
