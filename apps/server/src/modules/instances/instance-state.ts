import type { InstanceStateEvent } from '@chatgate/contracts';
import type { EngineEvents } from '../../engines/engine-events';

/** What the engine reported about a token's session. */
export type SessionReport =
  | { kind: 'qr' }
  | { kind: 'connected'; wid: string }
  | ({ kind: 'disconnected' } & Pick<EngineEvents['disconnected'], 'reason' | 'cause' | 'code'>);

/**
 * The instance.state event a report leaves the token in, from the stored link (`authenticated`
 * decides whether it is connected, as everywhere) and the report: a logout is `logged_out`, any
 * other end of the session `disconnected` with its reason. (A `connected` report leaves the token
 * unlinked only when the link was refused, and is then undone.)
 */
export function stateEventOf(
  row: { authenticated: boolean; wid: string | null },
  report: SessionReport,
): InstanceStateEvent {
  if (row.authenticated) return { state: 'connected', wid: row.wid };
  if (report.kind === 'qr') return { state: 'qr', wid: null };
  if (report.kind === 'connected') return { state: 'disconnected', wid: null, reason: 'error' };
  // Why WhatsApp closed the connection, when the engine said (the real engine's close codes).
  const why = {
    ...(report.cause && { cause: report.cause }),
    ...(report.code !== undefined && { code: report.code }),
  };
  if (report.reason === 'logout') return { state: 'logged_out', wid: null, ...why };
  return { state: 'disconnected', wid: null, reason: report.reason, ...why };
}

/**
 * What a token's announced state is remembered as: one event per change, so the same state for
 * another cause (unreachable after an earlier QR timeout) is a change too.
 */
export function announcedKeyOf(event: InstanceStateEvent): string {
  if (event.state === 'connected') return `connected:${event.wid}`;
  return event.cause ? `${event.state}:${event.cause}` : event.state;
}
