import { toNumber, type WAMessage } from '@whiskeysockets/baileys';
import type { DeliveryStatus } from '../engine-events';
import type { EngineEventHub } from '../event-hub';
import { callEventsFrom } from './baileys-calls';
import { chatEventsOf } from './baileys-chats';
import { contactEventsOf } from './baileys-contacts';
import { groupEventsOf } from './baileys-groups';
import { presenceEventsFrom } from './baileys-presence';
import { type BaileysSocket, SERVER_ACK_EVENT } from './baileys-socket';
import { statusViewOf } from './baileys-statuses';
import type { IncomingQueue } from './incoming-queue';
import { changeOfUpdate } from './message-changes';
import { statusOfReceipt, statusOfServerAck, statusOfUpdate } from './receipts';

const STATUS_RANK: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };
const MAX_TRACKED_STATUSES = 100_000;
/**
 * How long before a socket started a history message may be and still be taken as received: a
 * device being linked gets what was written to the phone meanwhile in the history, not live.
 */
export const HISTORY_GRACE_MS = 10 * 60_000;

/** Of a history set's messages, the ones sent at or after `since` (ms); older ones are the phone's past. */
function sentSince(messages: WAMessage[], since: number): WAMessage[] {
  return messages.filter((m) => m.messageTimestamp && toNumber(m.messageTimestamp) * 1000 >= since);
}

/** Turns each session socket's events into the engine's: received messages, statuses, group events. */
export class SocketEvents {
  /** The furthest status reported per message (bounded; the database also refuses going back). */
  private readonly reported = new Map<string, number>();

  constructor(
    private readonly hub: EngineEventHub,
    private readonly incoming: IncomingQueue,
  ) {}

  listen(insid: string, socket: BaileysSocket): void {
    const started = Date.now();
    this.incoming.resume(insid, socket);
    // `notify`: live; `append`: what came while the device was offline (WhatsApp's offline
    // stanzas after a reconnect) or content the phone sent again. The same id twice is one message.
    socket.ev.on('messages.upsert', ({ messages }) => this.incoming.push(insid, socket, messages));
    // History sets carry the phone's past; what was written since the socket started (or just
    // before: while the device was being linked) is still to be received.
    socket.ev.on('messaging-history.set', ({ messages }) =>
      this.incoming.push(insid, socket, sentSince(messages, started - HISTORY_GRACE_MS)),
    );
    // Sent means WhatsApp's server took it, not that the socket wrote it (decision 0044).
    socket.ws.on(SERVER_ACK_EVENT, (node) => {
      const status = statusOfServerAck(node);
      if (status) this.reportStatus(insid, status.messageId, status.status);
    });
    socket.ev.on('messages.update', (updates) => {
      for (const update of updates) {
        const status = statusOfUpdate(update);
        if (status) this.reportStatus(insid, status.messageId, status.status);
        const change = changeOfUpdate(insid, update);
        if (change) this.hub.emit('changed', change);
      }
    });
    // Receipts of group messages arrive per member, here rather than in messages.update.
    socket.ev.on('message-receipt.update', (receipts) => {
      for (const receipt of receipts) {
        const view = statusViewOf(insid, receipt);
        if (view) this.hub.emit('statusViewed', view);
        const status = statusOfReceipt(receipt);
        if (status) this.reportStatus(insid, status.messageId, status.status);
      }
    });
    groupEventsOf(
      insid,
      socket,
      (event) => this.hub.emit('group', event),
      (event) => this.hub.emit('contacts', event),
    );
    presenceEventsFrom(insid, socket, this.hub);
    callEventsFrom(insid, socket, this.hub);
    contactEventsOf(insid, socket, (event) => this.hub.emit('contacts', event));
    chatEventsOf(insid, socket, (event) => this.hub.emit('chats', event));
  }

  /**
   * Reports a status once, and only forward: a group message gets a receipt from every member,
   * the customer hears "delivered" and "read" once each.
   */
  reportStatus(insid: string, messageId: string, status: DeliveryStatus): void {
    const rank = STATUS_RANK[status];
    if ((this.reported.get(messageId) ?? -1) >= rank) return;
    if (this.reported.size >= MAX_TRACKED_STATUSES) this.reported.clear();
    this.reported.set(messageId, rank);
    this.hub.emit('status', { insid, messageId, status });
  }
}
