import { MESSAGE_EDIT_WINDOW_SECONDS, MESSAGE_REVOKE_WINDOW_SECONDS } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { EngineError } from '../engine-error';
import type { EngineEventHub } from '../event-hub';
import { incomingIdOf } from '../incoming-id';
import type { SentMessageRef } from '../operations/message-changes';
import { SendFailures } from '../send-failures';
import {
  changeOwnMessage,
  changeReceivedCopies,
  ownDirectMessage,
  type SimChange,
} from './message-changes.queries';
import * as q from './simulator.queries';

/** Why a phone's change of its own message was refused (texts in SandboxMessages). */
export type PhoneChangeRefusal = 'messageNotFound' | 'editWindowPassed' | 'revokeWindowPassed' | 'revoked';

/**
 * Edits and deletions for everyone in the simulator. A token's change reaches every copy its
 * recipients' phones hold (they show the new text marked edited, or "This message was deleted"),
 * and a recipient phone linked to a token tells that token (a `changed` event, for direct
 * messages). A phone may change its own messages to a contact the same way, in WhatsApp's
 * windows: 15 minutes for an edit, 2 days for a deletion.
 */
export class SimulatorMessageChanges {
  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
  ) {}

  /** The token's change of a message it sent; the API has checked the message and its window. */
  async byToken(insid: string, message: SentMessageRef, change: SimChange): Promise<void> {
    const sender = await q.linkedPhone(this.db, insid);
    if (!sender) throw new EngineError('not-connected', SendFailures.notConnected);
    const copies = await changeReceivedCopies(this.db, sender, message.id, change);
    const direct = copies.filter((copy) => copy.groupId === null);
    const phones = await q.findPhones(
      this.db,
      sender.accountId,
      direct.map((copy) => copy.phone),
    );
    for (const copy of direct) {
      const token = phones.get(copy.phone)?.linkedInstanceId;
      // The token received it under the id derived from the sender's (see SimulatorSending).
      if (token) this.tell(token, incomingIdOf(token, copy.id), change);
    }
  }

  /** A phone changes a message it typed to a contact; its contact's token hears of it. */
  async byPhone(at: q.NetworkPhone, id: string, change: SimChange): Promise<PhoneChangeRefusal | null> {
    const own = await ownDirectMessage(this.db, at, id);
    if (!own) return 'messageNotFound';
    if (own.revokedAt) return 'revoked';
    const editing = change.change === 'edit';
    const window = editing ? MESSAGE_EDIT_WINDOW_SECONDS : MESSAGE_REVOKE_WINDOW_SECONDS;
    if (Date.now() - own.createdAt.getTime() > window * 1000)
      return editing ? 'editWindowPassed' : 'revokeWindowPassed';
    await changeOwnMessage(this.db, at, id, change);
    const token = (await q.findPhones(this.db, at.accountId, [own.peer])).get(own.peer)?.linkedInstanceId;
    // A phone's message reaches the token under the phone's own id of it (see the sandbox's reply).
    if (token) this.tell(token, id, change);
    return null;
  }

  private tell(insid: string, messageId: string, change: SimChange): void {
    this.hub.emit('changed', { insid, messageId, ...change });
  }
}
