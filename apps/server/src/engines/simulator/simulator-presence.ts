import { isGroupId, type PresenceState, type PresenceUpdateState } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { EngineError } from '../engine-error';
import type { EngineEventHub } from '../event-hub';
import { SendFailures } from '../send-failures';
import * as pq from './presence.queries';
import * as q from './simulator.queries';
import { SimulatorCalls } from './simulator-calls';

/** What a Sandbox Phone's user does that a subscribed token hears as presence. */
export type PhonePresence = 'typing' | 'paused' | 'available' | 'unavailable';

/**
 * Presence in the simulator (decision 0028). The rules:
 * - A token's `typing`/`recording` shows on the contact's phone under the chat's name for 10 s,
 *   until `paused`, or until a message of the token arrives there. In a group it shows nowhere.
 * - A token that subscribed to a phone hears it: typing or paused in the reply box of the chat with
 *   that token, available when the phone is opened, unavailable when it is closed.
 * Calls are SimulatorCalls'.
 */
export class SimulatorPresence {
  /** The phones' calls, kept here so the engine's file stays small. */
  readonly calls: SimulatorCalls;

  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
  ) {
    this.calls = new SimulatorCalls(db, hub);
  }

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
}
