import { CALL_RING_SECONDS, type CallView, PresenceMessages } from '@chatgate/contracts';
import type { Config } from '../../config';
import { methodOf } from '../../engines/capabilities';
import type { IncomingCall } from '../../engines/engine';
import { conflict, notFound } from '../../http/app-error';
import { engineOperation, onLinkedPhone } from '../../http/engine-operation';
import { appendEvent } from '../events/events.service';
import type { InstanceDbRow } from '../instances/instance-row';
import { findToken } from '../instances/instances.service';
import { queueValidityOf, sendMessagesIn } from '../messages/send-message.service';
import * as q from './calls.queries';
import type { PresenceDeps } from './presence.service';

export interface CallDeps extends PresenceDeps {
  config: Pick<Config, 'MESSAGE_VALIDITY_SECONDS'>;
}

type CallStatus = CallView['status'];

/** A call as its events and the reject call show it; ringing past 30 s is missed. */
function viewOf(row: q.CallRow): CallView {
  const rang = Date.now() - row.calledAt.getTime() >= CALL_RING_SECONDS * 1000;
  const status: CallStatus = row.status === 'ringing' && rang ? 'missed' : row.status;
  return {
    id: row.id,
    from: row.fromChat,
    video: row.video,
    group: row.isGroup,
    timestamp: row.calledAt.toISOString(),
    status,
  };
}

/**
 * Rejects the ringing call on the phone, then stores it rejected with its call.rejected event;
 * an automatic rejection also queues the token's callRejectMessage to the caller (not in a group
 * call), in the same transaction.
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
    const updated = await q.markRejected(tx, token.id, row.id);
    if (!updated) throw conflict(PresenceMessages.callNotRinging);
    const view = viewOf(updated);
    await appendEvent(tx, token.id, 'call.rejected', { ...view, automatic });
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

/** POST /calls/{callId}/reject: 404 for a call that did not reach this token, 409 once it stopped ringing. */
export async function rejectCall(deps: CallDeps, insid: string, callId: string): Promise<CallView> {
  const reject = engineOperation(deps.engine, 'call.reject');
  const token = await findToken(deps.db, insid);
  const row = token && (await q.findCall(deps.db, insid, callId));
  if (!token || !row) throw notFound(PresenceMessages.callNotFound);
  if (viewOf(row).status !== 'ringing') throw conflict(PresenceMessages.callNotRinging);
  return rejected(deps, token, row, reject, false);
}
