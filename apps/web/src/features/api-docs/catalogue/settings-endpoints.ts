import {
  MAX_CALL_REJECT_MESSAGE_LENGTH,
  MAX_MESSAGE_VALIDITY_SECONDS,
  MAX_PER_CONTACT_HOURLY,
  MAX_SEND_DELAY_MS,
} from '@chatgate/contracts';
import { KEY_ERRORS } from './error-statuses';
import type { EndpointDoc } from './types';

const instance = { section: 'instance', auth: 'api-key' } as const;

const example = {
  settings: {
    sendDelayMinMs: 30000,
    sendDelayMaxMs: 60000,
    perContactHourlyLimit: 4,
    messageValiditySeconds: 86400,
    rejectCalls: false,
    callRejectMessage: '',
  },
  custom: {
    sendDelayMinMs: true,
    sendDelayMaxMs: true,
    perContactHourlyLimit: true,
    messageValiditySeconds: false,
  },
};

const ownOrDefault = 'Send null to go back to the server default; leave it out to keep the current value.';

/** The token's sending settings: pacing and message validity (best practices against bans). */
export const SETTINGS_ENDPOINTS: EndpointDoc[] = [
  {
    ...instance,
    id: 'instance-settings',
    method: 'GET',
    path: '/instance/settings',
    summary: 'How the token paces its sends and how long a queued message stays valid.',
    notes: [
      '`settings` are the values in force; `custom` tells which are the token’s own (the others are the server’s defaults).',
    ],
    response: { status: 200, example },
    errors: KEY_ERRORS,
  },
  {
    ...instance,
    id: 'instance-settings-update',
    method: 'PUT',
    path: '/instance/settings',
    summary: 'Change the token’s pacing and message validity.',
    notes: [
      'Each message waits a random gap between the minimum and the maximum after the previous send, and a contact gets at most `perContactHourlyLimit` messages an hour: the next ones wait, in order, while other contacts’ messages go on. A message still queued after `messageValiditySeconds` fails as `expired` instead of arriving late.',
    ],
    body: [
      {
        name: 'sendDelayMinMs',
        type: 'integer | null',
        required: false,
        rules: `Shortest gap between sends, 0 to ${MAX_SEND_DELAY_MS} ms. ${ownOrDefault}`,
      },
      {
        name: 'sendDelayMaxMs',
        type: 'integer | null',
        required: false,
        rules: `Longest gap, 0 to ${MAX_SEND_DELAY_MS} ms, not less than the minimum. ${ownOrDefault}`,
      },
      {
        name: 'perContactHourlyLimit',
        type: 'integer | null',
        required: false,
        rules: `Messages per contact per hour, 0 (no limit) to ${MAX_PER_CONTACT_HOURLY}. ${ownOrDefault}`,
      },
      {
        name: 'messageValiditySeconds',
        type: 'integer | null',
        required: false,
        rules: `How long a queued message may wait, 0 (forever) to ${MAX_MESSAGE_VALIDITY_SECONDS} s. ${ownOrDefault}`,
      },
      {
        name: 'rejectCalls',
        type: 'boolean',
        required: false,
        rules:
          'Reject every incoming call at once (default false): `call.received` is followed by `call.rejected` with `automatic: true`.',
      },
      {
        name: 'callRejectMessage',
        type: 'string',
        required: false,
        rules: `Sent to the caller after an automatic rejection (not in a group call), up to ${MAX_CALL_REJECT_MESSAGE_LENGTH} characters; empty: nothing is sent.`,
      },
    ],
    response: { status: 200, example },
    errors: [400, ...KEY_ERRORS],
    sample: {
      path: '/instance/settings',
      body: { sendDelayMinMs: 30000, sendDelayMaxMs: 60000, perContactHourlyLimit: 4 },
    },
  },
];
