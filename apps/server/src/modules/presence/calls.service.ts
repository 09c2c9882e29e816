import {
  type CallEndedEvent,
  type CallEndReason,
  type CallListResponse,
  CallMessages,
  type CallStatus,
  type CallView,
} from '@chatgate/contracts';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import { methodOf } from '../../engines/capabilities';
import type { CallChange, EngineEvents, IncomingCall } from '../../engines/engine-events';
import { conflict, notFound } from '../../http/app-error';
import { engineOperation, onLinkedPhone } from '../../http/engine-operation';
import { appendEvent } from '../events/events.service';
import type { InstanceDbRow } from '../instances/instance-row';
import { findToken } from '../instances/instances.service';
import { queueValidityOf, sendMessagesIn } from '../messages/send-message.service';
import { callCursorOf, callPositionOf, viewOf } from './call-view';
import * as q from './calls.queries';
import type { PresenceDeps } from './presence.service';

export interface CallDeps extends PresenceDeps {
  config: Pick<Config, 'MESSAGE_VALIDITY_SECONDS'>;
}

/** Appends call.ended for a call that just ended (with call.rejected first, when it was rejected). */
async function ended(db: Queryable, insid: string, view: CallView, reason: CallEndReason) {
  const data: CallEndedEvent = { ...view, reason };
  await appendEvent(db, insid, 'call.ended', data);
}

/**
 * Rejects the ringing call on the phone, then stores it rejected with its call.rejected and
 * call.ended events; an automatic rejection also queues the token's callRejectMessage to the
 * caller (not in a group call), in the same transaction.
 */
async function rejected(
  deps: CallDeps,
  token: InstanceDbRow,
  row: q.CallRow,
  reject: (insid: string, call: { id: string; callerRef: string }) => Promise<void>,
  automatic: boolean,
): Promise<CallView> {
  await onLinkedPhone(() => reject(token.id, { id: row.id, callerRef: row.callerRef }));
  const { db, wakeUps } = deps;
  const { view, committed } = await db.transaction(async (tx) => {
    const set = { status: 'rejected' as const, endedAt: new Date() };
    const updated = await q.moveCall(tx, token.id, row.id, 'ringing', set);
    if (!updated) {
      // The phone's own report of this rejection may have been stored first: that is the same end.
      const now = await q.findCall(tx, token.id, row.id);
      if (now?.status !== 'rejected') throw conflict(CallMessages.callNotRinging);
      return { view: viewOf(now), committed: () => {} };
    }
    const view = viewOf(updated);
    await appendEvent(tx, token.id, 'call.rejected', { ...view, automatic });
    await ended(tx, token.id, view, 'rejected');
    const message = automatic && !row.isGroup ? token.callRejectMessage.trim() : '';
    if (!message) return { view, committed: () => {} };
    const content = { kind: 'text' as const, to: row.fromChat, body: message };
    const sent = await sendMessagesIn(deps, tx, token, [content], queueValidityOf(token, deps.config));
    return { view, committed: sent.committed };
  });
  committed();
  wakeUps.eventsCommitted();
  return view;
}

/**
 * A call reached the token's phone: stored with its call.received event (once per call id), then
 * rejected at once when the token's settings say so and its engine can.
 */
export async function recordIncomingCall(deps: CallDeps, insid: string, call: IncomingCall): Promise<void> {
  const token = await findToken(deps.db, insid);
  if (!token) return;
  const row = await deps.db.transaction(async (tx) => {
    if (!(await q.insertCall(tx, insid, call))) return undefined;
    const stored = (await q.findCall(tx, insid, call.id)) as q.CallRow;
    await appendEvent(tx, insid, 'call.received', viewOf(stored));
    return stored;
  });
  if (!row) return;
  deps.wakeUps.eventsCommitted();
  const reject = methodOf(deps.engine, 'call.reject');
  if (token.rejectCalls && reject) await rejected(deps, token, row, reject, true);
}

/** Where a reported change takes a call from where it is, and why it ended; null: it changes nothing. */
function moveOf(change: CallChange, status: CallStatus): { to: CallStatus; reason?: CallEndReason } | null {
  if (status === 'ringing') {
    if (change === 'accepted') return { to: 'accepted' };
    if (change === 'rejected') return { to: 'rejected', reason: 'rejected' };
    // Rang out, or the caller hung up before anyone answered.
    return { to: 'missed', reason: 'missed' };
  }
  if (status === 'accepted' && change === 'ended') return { to: 'ended', reason: 'hangup' };
  return null;
}

/**
 * The engine reported what became of a call: answered (call.accepted), declined on the phone
 * (call.rejected, then call.ended), rang out or hung up (call.ended). A report of a call the
 * token never heard of, or that changes nothing (a repeat, or after its end), is dropped.
 */
export async function recordCallChange(
  { db, wakeUps }: Pick<CallDeps, 'db' | 'wakeUps'>,
  { insid, callId, state, timestamp }: EngineEvents['callState'],
): Promise<void> {
  const stored = await db.transaction(async (tx) => {
    const row = await q.findCall(tx, insid, callId);
    const move = row && moveOf(state, row.status);
    if (!row || !move) return false;
    const at = move.reason ? { endedAt: timestamp } : { answeredAt: timestamp };
    const moved = await q.moveCall(tx, insid, callId, row.status, { status: move.to, ...at });
    if (!moved) return false;
    const view = viewOf(moved);
    if (move.to === 'accepted') await appendEvent(tx, insid, 'call.accepted', view);
    if (move.to === 'rejected') await appendEvent(tx, insid, 'call.rejected', { ...view, automatic: false });
    if (move.reason) await ended(tx, insid, view, move.reason);
    return true;
  });
  if (stored) wakeUps.eventsCommitted();
}

/** POST /calls/{callId}/reject: 404 for a call that did not reach this token, 409 once it stopped ringing. */
export async function rejectCall(deps: CallDeps, insid: string, callId: string): Promise<CallView> {
  const reject = engineOperation(deps.engine, 'call.reject');
  const token = await findToken(deps.db, insid);
  const row = token && (await q.findCall(deps.db, insid, callId));
  if (!token || !row) throw notFound(CallMessages.callNotFound);
  if (viewOf(row).status !== 'ringing') throw conflict(CallMessages.callNotRinging);
  return rejected(deps, token, row, reject, false);
}

/** GET /calls/{callId}: 404 for a call that did not reach this token. */
export async function getCall(
  { db }: Pick<CallDeps, 'db'>,
  insid: string,
  callId: string,
): Promise<CallView> {
  const row = await q.findCall(db, insid, callId);
  if (!row) throw notFound(CallMessages.callNotFound);
  return viewOf(row);
}

/** A page of GET /calls: newest first, from after the cursor's call. */
export async function listCallsPage(
  { db }: Pick<CallDeps, 'db'>,
  insid: string,
  query: { cursor?: string; limit: number },
): Promise<CallListResponse> {
  const after = callPositionOf(query.cursor);
  const page = await keysetPage((n) => q.listCalls(db, insid, after, n), query.limit, callCursorOf);
  const now = Date.now();
  return { result: page.rows.map((row) => viewOf(row, now)), nextCursor: page.nextCursor };
}
