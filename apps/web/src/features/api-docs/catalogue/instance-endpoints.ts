import { InstanceMessages } from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS, KEY_ERRORS } from './error-statuses';
import { EXAMPLE_NUMBER, EXAMPLE_TIME, NUMBER_RULE } from './shared-fields';
import type { EndpointDoc } from './types';

const instance = { section: 'instance', auth: 'api-key' } as const;

/** The token's session: state, QR code or pairing code, logout and reboot. */
export const INSTANCE_ENDPOINTS: EndpointDoc[] = [
  {
    ...instance,
    id: 'instance-state',
    method: 'GET',
    path: '/instance/state',
    summary: 'The connection state of the token (idle, qr or connected) and its subscription.',
    notes: [
      '`wid` is the connected phone number; `validTill` is the end of the trial or subscription.',
      '`status` is `Active` (paid), `Expired`, `Trial Expired`, or empty while on the trial (`trial` is `true`) or before a first payment.',
    ],
    response: {
      status: 200,
      example: {
        insid: 'YOUR_TOKEN_ID',
        state: 'connected',
        wid: '919800000901',
        status: 'Active',
        trial: false,
        validTill: '2026-01-15T10:30:00.000Z',
      },
    },
    errors: KEY_ERRORS,
  },
  {
    ...instance,
    id: 'instance-qr',
    method: 'GET',
    path: '/instance/qr',
    summary: 'Start a session and get the QR code to scan with the phone.',
    notes: [
      'Render `qr` as a QR code and scan it in WhatsApp (Linked devices). The code is replaced at `expiresAt`: fetch it again, or follow `instance.state` events. Once linked, `state` is `connected` and `qr` is `null`.',
    ],
    response: {
      status: 200,
      example: { state: 'qr', qr: '2@Xk9fQ1c3...', expiresAt: EXAMPLE_TIME, wid: null },
    },
    errors: ACTIVE_TOKEN_ERRORS,
  },
  {
    ...instance,
    id: 'instance-pairing-code',
    method: 'POST',
    path: '/instance/pairing-code',
    summary: 'Start a session and get a code to type on the phone, instead of scanning a QR code.',
    notes: [
      'On the phone with that number, open WhatsApp > Settings > Linked Devices > Link a Device > Link with phone number instead, and enter `code` (shown as `ABCD-EFGH`) before `expiresAt`. The token connects as after a QR scan: follow `instance.state` events or `GET /instance/state`.',
      '`409` when a phone is already linked (log out first); `400` when the number is not registered on WhatsApp.',
    ],
    body: [{ name: 'phone', type: 'string', required: true, rules: `The phone to link. ${NUMBER_RULE}` }],
    response: { status: 200, example: { code: 'K7QM4XRT', expiresAt: EXAMPLE_TIME } },
    errors: [400, ...ACTIVE_TOKEN_ERRORS, 409],
    sample: { path: '/instance/pairing-code', body: { phone: EXAMPLE_NUMBER } },
  },
  {
    ...instance,
    id: 'instance-logout',
    method: 'POST',
    path: '/instance/logout',
    summary: 'Log the phone out of the session; scan a new QR code to link again.',
    response: { status: 200, example: { message: InstanceMessages.loggedOut } },
    errors: KEY_ERRORS,
  },
  {
    ...instance,
    id: 'instance-reboot',
    method: 'POST',
    path: '/instance/reboot',
    summary: 'Restart the session without logging out, e.g. when it seems stuck.',
    response: { status: 200, example: { message: 'Session restarted' } },
    errors: KEY_ERRORS,
  },
];
