import { amountInPaise, CURRENCY } from '@chatgate/contracts';
import { type MatrixRow, ownAccountOrAdmin, ownerOnly, ownTokenOrAdmin, signedIn } from './matrix-rules';

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
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/sandbox/phones' }),
  },
  {
    route: 'POST /api/v1/sandbox/phones',
    expect: ownerOnly(200, 403),
    request: ({ world }) => ({ path: '/api/v1/sandbox/phones', body: { phone: world.owner.phone } }),
  },
  {
    route: 'GET /api/v1/sandbox/phones/{phone}',
    expect: ownerOnly(200, 403),
    request: ({ world }) => ({ path: `/api/v1/sandbox/phones/${world.owner.phone}` }),
  },
  {
    // Scanning another token's live QR with the owner's phone: the owner's phone is linked already (409).
    route: 'POST /api/v1/sandbox/scan',
    expect: ownerOnly(409, 403),
    request: async ({ world, fresh }) => ({
      path: '/api/v1/sandbox/scan',
      body: { qr: await fresh.liveQr(), phone: world.owner.phone },
    }),
  },
  {
    route: 'POST /api/v1/sandbox/pairing-code',
    expect: ownerOnly(409, 403),
    request: async ({ world, fresh }) => ({
      path: '/api/v1/sandbox/pairing-code',
      body: { code: await fresh.pairingCode(), phone: world.owner.phone },
    }),
  },
  {
    route: 'POST /api/v1/sandbox/phones/{phone}/reply',
    expect: ownerOnly(200, 403),
    request: ({ world }) => ({
      path: `/api/v1/sandbox/phones/${world.owner.phone}/reply`,
      body: { to: world.other.phone, body: 'Hello from the sandbox' },
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
