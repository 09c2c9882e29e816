import type { InstanceEvent, InstanceRow } from '@chatgate/contracts';
import type { SessionState } from '../../engines/engine';
import { maskedApiKey } from '../../security/api-keys';
import type { InstanceDbRow } from './instance-row';

/**
 * The database's `authenticated` decides whether a token counts as connected; the engine's own
 * state only adds whether a QR is waiting (an expired token's phone may still be linked).
 */
function sessionOf(row: InstanceDbRow, engineState: SessionState['state']): InstanceRow['session'] {
  if (row.authenticated) return 'connected';
  return engineState === 'qr' ? 'qr' : 'idle';
}

/** Why the session is down, while the engine says so (WhatsApp cannot be reached, a ban…). */
const problemOf = (session: SessionState) =>
  session.state === 'idle' && session.problem ? { problem: session.problem } : {};

/** The token row of spec section 3 as the dashboard reads it. */
export function toInstanceRow(row: InstanceDbRow, state: SessionState | SessionState['state']): InstanceRow {
  const session = typeof state === 'string' ? ({ state } as SessionState) : state;
  return {
    uuid: row.userId,
    insid: row.id,
    instanceName: row.name,
    authenticated: row.authenticated ? 1 : 0,
    wid: row.wid,
    trial: row.trial ? 1 : 0,
    status: row.status,
    api_key: maskedApiKey(row.apiKeyHint),
    validTill: row.validTill?.toISOString() ?? null,
    gSheetID: row.gSheetId,
    session: sessionOf(row, session.state),
    createdAt: row.createdAt.toISOString(),
    ...problemOf(session),
  };
}

export function toInstanceEvent(row: InstanceDbRow, session: SessionState): InstanceEvent {
  return {
    insid: row.id,
    session: sessionOf(row, session.state),
    authenticated: row.authenticated ? 1 : 0,
    wid: row.wid,
    qr: session.state === 'qr' ? session.qr : null,
    expiresAt: session.state === 'qr' ? session.expiresAt.toISOString() : null,
    status: row.status,
    trial: row.trial ? 1 : 0,
    ...problemOf(session),
  };
}
