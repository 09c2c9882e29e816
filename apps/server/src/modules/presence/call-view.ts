import { CALL_RING_SECONDS, type CallView } from '@chatgate/contracts';
import type { CallPosition, CallRow } from './calls.queries';

const RING_MS = CALL_RING_SECONDS * 1000;

/**
 * A call as its events and the calls routes show it. One still ringing after 30 s is missed (it
 * ended then), in case the engine's report of it never came (decision 0028).
 */
export function viewOf(row: CallRow, now = Date.now()): CallView {
  const rangOut = row.status === 'ringing' && now - row.calledAt.getTime() >= RING_MS;
  const endedAt = rangOut ? new Date(row.calledAt.getTime() + RING_MS) : row.endedAt;
  return {
    id: row.id,
    from: row.fromChat,
    fromLid: row.fromLid,
    video: row.video,
    group: row.isGroup,
    timestamp: row.calledAt.toISOString(),
    status: rangOut ? 'missed' : row.status,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    endedAt: endedAt?.toISOString() ?? null,
  };
}

export const callCursorOf = (row: CallRow): string => `${row.calledAt.getTime()}:${row.id}`;

/** The position a cursor names (checked by the query schema). */
export function callPositionOf(cursor: string | undefined): CallPosition | null {
  if (cursor === undefined) return null;
  const at = cursor.indexOf(':');
  return { calledAt: new Date(Number(cursor.slice(0, at))), id: cursor.slice(at + 1) };
}
