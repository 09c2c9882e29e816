/**
 * Why a token's WhatsApp connection is down (the real engine's close reasons, see
 * docs/operations.md "WhatsApp close codes"): named in `instance.state` events (`cause`), the
 * token's state (`problem`) and the dashboard.
 */
export const CONNECTION_CAUSES = [
  'restart-required',
  'connection-closed',
  'timed-out',
  'connection-replaced',
  'logged-out',
  'banned',
  'multidevice-mismatch',
  'bad-session',
  'service-unavailable',
  'version-refused',
  'whatsapp-unreachable',
  'unknown',
] as const;
export type ConnectionCause = (typeof CONNECTION_CAUSES)[number];

export const WhatsAppMessages = {
  unreachable: 'WhatsApp cannot be reached right now; we keep trying',
} as const;

/** The words the dashboard shows under a token whose connection is down, by cause. */
export const CONNECTION_PROBLEM_TEXTS: Record<ConnectionCause, string> = {
  'restart-required': 'WhatsApp asked for a reconnect; reconnecting.',
  'connection-closed': 'The connection to WhatsApp closed; reconnecting.',
  'timed-out': 'WhatsApp stopped answering; reconnecting.',
  'connection-replaced': 'Another session opened with this linked device, so this one stopped.',
  'logged-out': 'The phone logged this device out. Link it again.',
  banned: 'WhatsApp refused this number (it may be banned).',
  'multidevice-mismatch': 'The phone no longer accepts linked devices of this kind. Link it again.',
  'bad-session': 'WhatsApp refused the session; it was retried and gave up. Restart it or link again.',
  'service-unavailable': 'WhatsApp is not available right now; reconnecting.',
  'version-refused': 'WhatsApp refused our WhatsApp Web version; retrying with the current one.',
  'whatsapp-unreachable': WhatsAppMessages.unreachable,
  unknown: 'The connection to WhatsApp failed.',
};
