import { InstanceMessages } from '@chatgate/contracts';
import { ACTIVE_TOKEN_ERRORS, KEY_ERRORS } from './error-statuses';
import { EXAMPLE_TIME } from './shared-fields';
import type { EndpointDoc } from './types';

const instance = { section: 'instance', auth: 'api-key' } as const;

/** The token's session: state, QR code, logout and reboot. */
export const INSTANCE_ENDPOINTS: EndpointDoc[] = [
  {
    ...instance,
    id: 'instance-state',
    method: 'GET',
    path: '/instance/state',
    summary: 'The connection state of the token (idle, qr or connected) and its subscription.',
    notes: ['`wid` is the connected phone number; `validTill` is the end of the trial or subscription.'],
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
