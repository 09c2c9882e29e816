import type { ConnectionCause } from '@chatgate/contracts';
import { DisconnectReason } from '@whiskeysockets/baileys';

/**
 * What a session does when WhatsApp closes its connection:
 * - `restart`: reconnect at once, unseen (a healthy session stays "open" meanwhile);
 * - `reconnect`: reconnect at once the first time, then back off;
 * - `back-off`: reconnect after the backoff, and give up as "failed" after too many in a row;
 * - `refresh-version`: fetch the current WhatsApp Web version, then reconnect;
 * - `stop`: stop and report (reconnecting cannot help, or would fight another session);
 * - `forget-device`: drop the credentials and report: the phone must link again.
 */
export type CloseAction = 'restart' | 'reconnect' | 'back-off' | 'refresh-version' | 'stop' | 'forget-device';

export interface CloseReason {
  cause: ConnectionCause;
  action: CloseAction;
}

/**
 * WhatsApp's close codes (Baileys' DisconnectReason and the `<failure reason>` of a refused
 * login), with what each does. docs/operations.md, "WhatsApp close codes", shows the same table.
 */
export const CLOSE_REASONS: ReadonlyMap<number, CloseReason> = new Map<number, CloseReason>([
  [DisconnectReason.restartRequired, { cause: 'restart-required', action: 'restart' }],
  [DisconnectReason.connectionClosed, { cause: 'connection-closed', action: 'reconnect' }],
  [DisconnectReason.timedOut, { cause: 'timed-out', action: 'back-off' }],
  [DisconnectReason.connectionReplaced, { cause: 'connection-replaced', action: 'stop' }],
  [DisconnectReason.loggedOut, { cause: 'logged-out', action: 'forget-device' }],
  [DisconnectReason.forbidden, { cause: 'banned', action: 'stop' }],
  [DisconnectReason.multideviceMismatch, { cause: 'multidevice-mismatch', action: 'forget-device' }],
  // Also what Baileys answers for a stream error it does not know: retried, never forgotten.
  [DisconnectReason.badSession, { cause: 'bad-session', action: 'back-off' }],
  [DisconnectReason.unavailableService, { cause: 'service-unavailable', action: 'back-off' }],
  // A <failure reason="405"/>: WhatsApp no longer takes the WhatsApp Web version we announced.
  [405, { cause: 'version-refused', action: 'refresh-version' }],
]);

const UNREACHABLE: CloseReason = { cause: 'whatsapp-unreachable', action: 'back-off' };
const UNKNOWN: CloseReason = { cause: 'unknown', action: 'back-off' };

/** The errno codes of a WhatsApp that cannot be reached: no DNS answer, no route, refused, cut off. */
const NETWORK_ERRORS =
  /^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENETDOWN)$/;

type CloseError = { message?: string; output?: { statusCode?: number }; data?: unknown } | undefined;

/** WhatsApp's close code, as Baileys gives it (`lastDisconnect.error.output.statusCode`). */
export function closeCodeOf(error: unknown): number | undefined {
  return (error as CloseError)?.output?.statusCode;
}

/**
 * Baileys turns a websocket error into `Boom('WebSocket Error (getaddrinfo ENOTFOUND
 * web.whatsapp.com)', { statusCode: 408, data: error })`: the errno code in `data` says the
 * network, not WhatsApp, failed.
 */
export function isUnreachable(error: unknown): boolean {
  const data = (error as CloseError)?.data as { code?: unknown } | undefined;
  return typeof data?.code === 'string' && NETWORK_ERRORS.test(data.code);
}

/** What a close means and what the session does about it. */
export function closeReasonOf(error: unknown): CloseReason {
  if (isUnreachable(error)) return UNREACHABLE;
  const code = closeCodeOf(error);
  return (code !== undefined && CLOSE_REASONS.get(code)) || UNKNOWN;
}
