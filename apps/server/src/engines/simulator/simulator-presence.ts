import {
  CALL_RING_SECONDS,
  isGroupId,
  type PresenceState,
  type PresenceUpdateState,
  type SandboxCall,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { IncomingCall } from '../engine';
import { EngineError } from '../engine-error';
import type { EngineEventHub } from '../event-hub';
import { SendFailures } from '../send-failures';
import * as pq from './presence.queries';
import { SandboxError } from './sandbox-error';
import * as q from './simulator.queries';

/** What a Sandbox Phone's user does that a subscribed token hears as presence. */
export type PhonePresence = 'typing' | 'paused' | 'available' | 'unavailable';

/**
 * Presence and calls in the simulator (decision 0028). The rules:
 * - A token's `typing`/`recording` shows on the contact's phone under the chat's name for 10 s,
 *   until `paused`, or until a message of the token arrives there. In a group it shows nowhere.
 * - A token that subscribed to a phone hears it: typing or paused in the reply box of the chat with
 *   that token, available when the phone is opened, unavailable when it is closed.
 * - A phone calls a contact; the contact's token gets the call (`call` event) and may reject it
 *   (the phone shows it declined). Unanswered, it is missed after 30 s; the phone may hang up.
 */
export class SimulatorPresence {
  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
  ) {}

  private async phoneOf(insid: string): Promise<q.NetworkPhone> {
    const phone = await q.linkedPhone(this.db, insid);
    if (!phone) throw new EngineError('not-connected', SendFailures.notConnected);
    return phone;
  }

  async send(insid: string, chatId: string, state: PresenceState): Promise<void> {
    const sender = await this.phoneOf(insid);
    if (isGroupId(chatId)) return;
    const at = { accountId: sender.accountId, phone: chatId };
    await pq.setShownPresence(this.db, at, sender.phone, state === 'paused' ? null : state);
    // A token linked to that phone and subscribed to the sender hears it, as on WhatsApp.
    await this.tell(sender, state, chatId);
  }

  async subscribe(insid: string, number: string): Promise<void> {
    await this.phoneOf(insid);
    await pq.subscribe(this.db, insid, number);
  }

  async reject(insid: string, call: Pick<IncomingCall, 'id'>): Promise<void> {
    const phone = await this.phoneOf(insid);
    await pq.endRinging(this.db, { id: call.id, accountId: phone.accountId }, 'declined');
  }

  /** What the phone `at` shows now: its contacts typing or recording. */
  shown(at: q.NetworkPhone) {
    return pq.shownPresence(this.db, at);
  }

  /** The phone's user types in (or leaves) the chat with `to`, or opens or closes the phone. */
  byPhone(at: q.NetworkPhone, state: PhonePresence, to?: string): Promise<void> {
    return this.tell(at, state, to);
  }

  /** Tokens subscribed to `at` hear its presence: in a chat (typing...) only the one linked to `to`. */
  private async tell(at: q.NetworkPhone, state: PresenceUpdateState, to?: string): Promise<void> {
    const chatWise = state !== 'available' && state !== 'unavailable';
    if (chatWise && !to) return;
    const tokens = await pq.subscribersOf(this.db, at, chatWise ? to : undefined);
    for (const insid of tokens)
      await this.hub.emitSettled('presence', {
        insid,
        chatId: at.phone,
        state,
        ...(state === 'unavailable' && { lastSeen: new Date() }),
      });
  }

  /**
   * The phone calls `to`; the token linked to that phone hears of it, and this settles once the
   * token has handled it (a token that rejects every call has declined it by then).
   */
  async call(at: q.NetworkPhone, to: string, video: boolean): Promise<SandboxCall> {
    await q.openPhone(this.db, at);
    const callee = await q.findPhone(this.db, { accountId: at.accountId, phone: to });
    if (!callee) throw new SandboxError('noLink');
    const row = await pq.insertCall(this.db, {
      accountId: at.accountId,
      caller: at.phone,
      callee: to,
      video,
    });
    const insid = callee.linkedInstanceId;
    if (insid) {
      const call = {
        id: row.id,
        from: at.phone,
        callerRef: at.phone,
        video,
        group: false,
        timestamp: row.createdAt,
      };
      await this.hub.emitSettled('call', { insid, call });
    }
    return this.callState(at, row.id);
  }

  async callState(at: q.NetworkPhone, id: string): Promise<SandboxCall> {
    const row = await pq.callOf(this.db, at, id);
    if (!row) throw new SandboxError('callNotFound');
    const rang = Date.now() - row.createdAt.getTime() >= CALL_RING_SECONDS * 1000;
    const state = row.state === 'ringing' ? (rang ? 'missed' : 'ringing') : row.state;
    return { id: row.id, to: row.callee, video: row.video, state };
  }

  async hangUp(at: q.NetworkPhone, id: string): Promise<SandboxCall> {
    await this.callState(at, id);
    await pq.endRinging(this.db, { id, accountId: at.accountId }, 'ended');
    return this.callState(at, id);
  }
}
