import { CALL_RING_SECONDS, type SandboxCall } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { EngineError } from '../engine-error';
import type { CallChange, IncomingCall } from '../engine-events';
import type { EngineEventHub } from '../event-hub';
import { SendFailures } from '../send-failures';
import * as cq from './calls.queries';
import { SandboxError } from './sandbox-error';
import { sandboxLidOf } from './sandbox-profiles';
import * as q from './simulator.queries';

const RING_MS = CALL_RING_SECONDS * 1000;

/**
 * Calls between the Sandbox Phones of an account (decisions 0028, 0031). A phone calls a contact;
 * the token linked to the callee hears of it (`call`), and of what becomes of it (`callState`):
 * - ringing until the callee's side accepts it (on the dashboard), declines it (there, or by the
 *   token's `rejectCall`), or the caller hangs up; after 30 s it is missed (a timer, or the next
 *   read of it when the process that placed it is gone);
 * - an accepted call lasts until either phone hangs up.
 */
export class SimulatorCalls {
  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
  ) {}

  /** The token's own rejection (`rejectCall`): its phone declines the ringing call. */
  async reject(insid: string, call: Pick<IncomingCall, 'id'>): Promise<void> {
    const phone = await q.linkedPhone(this.db, insid);
    if (!phone) throw new EngineError('not-connected', SendFailures.notConnected);
    await cq.moveCall(this.db, { id: call.id, accountId: phone.accountId }, 'ringing', 'declined');
  }

  /**
   * The phone calls `to`; the token linked to that phone hears of it, and this settles once the
   * token has handled it (a token that rejects every call has declined it by then).
   */
  async call(at: q.NetworkPhone, to: string, video: boolean): Promise<SandboxCall> {
    await q.openPhone(this.db, at);
    const callee = await q.findPhone(this.db, { accountId: at.accountId, phone: to });
    if (!callee) throw new SandboxError('noLink');
    const insid = callee.linkedInstanceId;
    const row = await cq.insertCall(this.db, {
      accountId: at.accountId,
      caller: at.phone,
      callee: to,
      video,
      calleeInstanceId: insid,
    });
    // Unref'd, and harmless when it fires late: the call has moved on by then, or rings out now.
    setTimeout(() => this.ringOut(row).catch(() => {}), RING_MS).unref();
    if (insid) {
      const call = {
        id: row.id,
        from: at.phone,
        callerRef: at.phone,
        fromLid: sandboxLidOf(at.phone),
        video,
        group: false,
        timestamp: row.createdAt,
      };
      await this.hub.emitSettled('call', { insid, call });
    }
    return this.callState(at, row.id);
  }

  /** A call the phone placed or received, as it is now. */
  async callState(at: q.NetworkPhone, id: string): Promise<SandboxCall> {
    return viewOf(await this.current(at, id));
  }

  /** The calls ringing on the phone, or in progress, that it received: newest first. */
  async incoming(at: q.NetworkPhone): Promise<SandboxCall[]> {
    return (await cq.incomingCalls(this.db, at)).map(viewOf);
  }

  /** The callee answers a ringing call. */
  accept(at: q.NetworkPhone, id: string): Promise<SandboxCall> {
    return this.byCallee(at, id, 'accepted', 'accepted');
  }

  /** The callee declines a ringing call: the caller's phone shows it declined. */
  decline(at: q.NetworkPhone, id: string): Promise<SandboxCall> {
    return this.byCallee(at, id, 'declined', 'rejected');
  }

  /** Either phone hangs up: a ringing call the callee hangs up is declined, one the caller hangs up ended. */
  async hangUp(at: q.NetworkPhone, id: string): Promise<SandboxCall> {
    const row = await this.current(at, id);
    if (row.state === 'ringing' && row.callee === at.phone) return this.decline(at, id);
    if (row.state !== 'ringing' && row.state !== 'accepted') throw new SandboxError('callOver');
    await this.move(row, row.state, 'ended', 'ended');
    return this.callState(at, id);
  }

  private async byCallee(
    at: q.NetworkPhone,
    id: string,
    to: 'accepted' | 'declined',
    change: CallChange,
  ): Promise<SandboxCall> {
    const row = await this.current(at, id);
    if (row.callee !== at.phone) throw new SandboxError('callNotFound');
    if (row.state !== 'ringing') throw new SandboxError('callNotRinging');
    await this.move(row, 'ringing', to, change);
    return this.callState(at, id);
  }

  /** The row of a call of the phone, missed first when it rang out unnoticed. */
  private async current(at: q.NetworkPhone, id: string): Promise<cq.SimCallRow> {
    const row = await cq.callOf(this.db, at, id);
    if (!row) throw new SandboxError('callNotFound');
    if (row.state !== 'ringing' || Date.now() - row.createdAt.getTime() < RING_MS) return row;
    await this.ringOut(row);
    return (await cq.callOf(this.db, at, id)) as cq.SimCallRow;
  }

  private ringOut(row: cq.SimCallRow): Promise<void> {
    return this.move(row, 'ringing', 'missed', 'missed');
  }

  /** Moves the call on; when it did (no one else first), its callee's token hears of it. */
  private async move(
    row: cq.SimCallRow,
    from: SandboxCall['state'],
    to: SandboxCall['state'],
    change: CallChange,
  ): Promise<void> {
    const moved = await cq.moveCall(this.db, row, from, to);
    const insid = row.calleeInstanceId;
    if (moved && insid)
      await this.hub.emitSettled('callState', {
        insid,
        callId: row.id,
        state: change,
        timestamp: new Date(),
      });
  }
}

/** A call as both phones show it. */
const viewOf = (row: cq.SimCallRow): SandboxCall => ({
  id: row.id,
  from: row.caller,
  to: row.callee,
  video: row.video,
  state: row.state,
});
