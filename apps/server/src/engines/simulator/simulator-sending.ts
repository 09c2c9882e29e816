import { randomUUID } from 'node:crypto';
import { isChannelId } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { describeMessage } from '../describe-message';
import type { OutgoingMessage, SendManyResult } from '../engine';
import type { DeliveryStatus, IncomingMessage } from '../engine-events';
import type { EngineEventHub } from '../event-hub';
import { incomingIdOf } from '../incoming-id';
import { SendFailures } from '../send-failures';
import { idForToken, quotedByToken } from './received-ids';
import { isRegisteredNumber } from './registration';
import { sandboxWriter } from './sandbox-profiles';
import { isDirect, runsOf } from './send-runs';
import { phoneContentOf, receivedKindOf } from './sent-content';
import * as phoneMessages from './sim-messages.queries';
import * as q from './simulator.queries';
import type { SimulatorGroups } from './simulator-groups';
import type { SimulatorReceipts } from './simulator-receipts';
import type { SimulatorStatuses } from './simulator-statuses';

export type ReportStatus = (insid: string, messageId: string, status: DeliveryStatus, error?: string) => void;

/** A message to a group: who wrote it, its id (each member's copy keeps it as its source) and text. */
interface GroupMessage {
  sender: q.NetworkPhone;
  groupId: string;
  sourceId: string;
  body: string;
  /** The status each member's copy starts with. */
  status: string;
  forwarded?: boolean;
  content?: Record<string, unknown> | null;
}

/**
 * How the simulator sends a token's messages: each lands in its recipients' inboxes once, then
 * is reported sent, and later delivered and read.
 */
export class SimulatorSending {
  constructor(
    private readonly db: Db,
    private readonly hub: EngineEventHub,
    private readonly groups: SimulatorGroups,
    private readonly receipts: SimulatorReceipts,
    private readonly report: ReportStatus,
    private readonly statuses: SimulatorStatuses,
  ) {}

  /**
   * Consecutive direct messages go together (one look-up of their phones, one insert, one
   * receipts timer); a group or channel message goes alone, in its place in the order.
   */
  async sendMany(insid: string, messages: OutgoingMessage[]): Promise<SendManyResult> {
    let sent = 0;
    try {
      const sender = await q.linkedPhone(this.db, insid);
      for (const run of runsOf(messages)) {
        if (run.length > 1 && (await this.sentTogether(insid, sender, run))) sent += run.length;
        else
          for (const message of run) {
            await this.sendRun(insid, sender, [message]);
            sent++;
          }
      }
      return { sent };
    } catch (error) {
      return { sent, error };
    }
  }

  /**
   * Whether the run went in one go. One that did not goes again one message at a time, so a
   * message that cannot be stored fails alone, not the ones that would have been stored with it.
   */
  private sentTogether(
    insid: string,
    sender: q.NetworkPhone | null,
    run: OutgoingMessage[],
  ): Promise<boolean> {
    return this.sendRun(insid, sender, run).then(
      () => true,
      () => false,
    );
  }

  private async sendRun(insid: string, sender: q.NetworkPhone | null, run: OutgoingMessage[]): Promise<void> {
    const [first] = run;
    if (!sender) for (const m of run) this.report(insid, m.id, 'failed', SendFailures.notConnected);
    else if (first && !isDirect(first)) await this.sendToChat(insid, sender, first);
    else await this.sendDirect(insid, sender, run);
  }

  /** Puts each message in its recipient's inbox once, then reports sent, delivered and read. */
  private async sendDirect(insid: string, sender: q.NetworkPhone, run: OutgoingMessage[]): Promise<void> {
    const { accountId } = sender;
    const known = await q.findPhones(
      this.db,
      accountId,
      run.map((m) => m.to),
    );
    const isRegistered = (m: OutgoingMessage) => isRegisteredNumber(m.to, known.has(m.to));
    const registered = run.filter(isRegistered);
    await q.ensurePhones(this.db, accountId, [
      ...new Set(registered.map((m) => m.to).filter((to) => !known.has(to))),
    ]);
    const quotes = await this.quotedMessages(insid, sender, registered);
    const inbox = registered.map((m) => this.inboxRow(sender, m, quotes.get(m.id)));
    const fresh = new Set((await phoneMessages.insertSimMessages(this.db, inbox)).map((row) => row.id));
    const stored = await phoneMessages.simMessageStatuses(
      this.db,
      registered.filter((m) => !fresh.has(m.id)).map((m) => m.id),
    );
    for (const message of run) {
      if (!isRegistered(message)) this.report(insid, message.id, 'failed', SendFailures.notRegistered);
      else if (fresh.has(message.id)) {
        this.report(insid, message.id, 'sent');
        // The recipient's token is already known from its phone row: no second look-up.
        const recipientToken = known.get(message.to)?.linkedInstanceId;
        if (recipientToken) {
          const quoted = quotes.get(message.id);
          this.tellToken(recipientToken, sender.phone, null, describeMessage(message), {
            id: incomingIdOf(recipientToken, message.id),
            ...(quoted && { quotedId: idForToken(recipientToken, message.to, quoted) }),
            ...(message.forwarded && { forwarded: true as const }),
            ...receivedKindOf(message),
          });
        }
      } else this.receipts.resume(insid, message.id, stored.get(message.id));
    }
    this.receipts.deliverThenRead(
      insid,
      run.filter((m) => fresh.has(m.id)).map((m) => m.id),
    );
  }

  private async sendToChat(insid: string, sender: q.NetworkPhone, message: OutgoingMessage): Promise<void> {
    if (message.kind === 'status') return this.statuses.post(insid, sender, message);
    if (isChannelId(message.to)) {
      const posted = await this.groups.postToChannel(
        sender,
        message.to,
        message.id,
        describeMessage(message),
      );
      // A channel has no per-reader receipts: a post ends at sent.
      return posted
        ? this.report(insid, message.id, 'sent')
        : this.report(insid, message.id, 'failed', SendFailures.notOwner);
    }
    const members = await this.groups.recipients(sender, message.to);
    if (!members) return this.report(insid, message.id, 'failed', SendFailures.notMember);
    if (await this.groups.sendRefused(sender, message.to))
      return this.report(insid, message.id, 'failed', SendFailures.onlyAdminsSend);
    return this.sendToGroup(insid, sender, message, members);
  }

  /** Puts the message in each other member's inbox once, then reports sent, delivered and read. */
  private async sendToGroup(
    insid: string,
    sender: q.NetworkPhone,
    message: OutgoingMessage,
    members: string[],
  ): Promise<void> {
    const fresh = await this.deliverToGroup(
      {
        sender,
        groupId: message.to,
        sourceId: message.id,
        body: describeMessage(message),
        status: 'sent',
        forwarded: message.forwarded === true,
        content: phoneContentOf(message),
      },
      members,
    );
    if (fresh === 0 && members.length > 0) {
      const stored = await phoneMessages.simMessageStatuses(this.db, [message.id]);
      return this.receipts.resume(insid, message.id, stored.get(message.id));
    }
    this.report(insid, message.id, 'sent');
    // Alone in a group, nobody can receive it: it stays sent, as on WhatsApp.
    if (members.length > 0) this.receipts.deliverThenRead(insid, [message.id]);
  }

  /**
   * A member's phone types in a group (the sandbox): each other member's inbox gets it once and
   * their tokens receive it, as from a token's send. False when the phone is not a member.
   */
  async typedInGroup(sender: q.NetworkPhone, groupId: string, id: string, body: string): Promise<boolean> {
    const members = await this.groups.recipients(sender, groupId);
    if (!members || (await this.groups.sendRefused(sender, groupId))) return false;
    await this.deliverToGroup({ sender, groupId, sourceId: id, body, status: 'delivered' }, members);
    return true;
  }

  /** Stores a group message's copy for each member once and tells their tokens; how many copies were new. */
  private async deliverToGroup(message: GroupMessage, members: string[]): Promise<number> {
    const { sender, groupId, sourceId, body, status, forwarded, content = null } = message;
    const { accountId } = sender;
    const row = {
      accountId,
      direction: 'in' as const,
      peer: sender.phone,
      body,
      status,
      sourceId,
      groupId,
      forwarded,
      content,
    };
    const fresh = await phoneMessages.insertSimMessages(
      this.db,
      members.map((phone) => ({ ...row, phone })),
    );
    const tokens = await q.tokensOfPhones(
      this.db,
      accountId,
      fresh.map((r) => r.phone),
    );
    for (const token of tokens) this.tellToken(token, sender.phone, groupId, body);
    return fresh.length;
  }

  /**
   * The chat messages the run's replies quote, by the replying message's id: a token quotes what
   * it sent under that id, and what another token sent it under the id it received it by.
   */
  private async quotedMessages(insid: string, sender: q.NetworkPhone, run: OutgoingMessage[]) {
    const quotes = new Map<string, phoneMessages.ChatMessageRow>();
    for (const m of run) {
      const quoted = m.quotedId && (await quotedByToken(this.db, insid, sender, m.to, m.quotedId));
      if (quoted) quotes.set(m.id, quoted);
    }
    return quotes;
  }

  /** The recipient's copy, quoting the chat message the reply names (or, unknown here, its id as given). */
  private inboxRow(
    sender: q.NetworkPhone,
    message: OutgoingMessage,
    quoted: phoneMessages.ChatMessageRow | undefined,
  ) {
    return {
      id: message.id,
      accountId: sender.accountId,
      phone: message.to,
      direction: 'in' as const,
      peer: sender.phone,
      body: describeMessage(message),
      status: 'sent',
      quotedId: quoted?.id ?? message.quotedId ?? null,
      forwarded: message.forwarded === true,
      content: phoneContentOf(message),
    };
  }

  /**
   * A virtual phone that is itself a token's phone: that token receives the message, under `ref.id`
   * (a group's copies: a new id each) and quoting `ref.quotedId`.
   */
  private tellToken(
    insid: string,
    sender: string,
    groupId: string | null,
    body: string,
    ref: { id?: string; quotedId?: string; forwarded?: true } & Partial<
      Pick<IncomingMessage, 'type' | 'poll'>
    > = {},
  ): void {
    this.hub.emit('message', {
      insid,
      message: {
        id: ref.id ?? randomUUID(),
        ...(ref.quotedId && { quotedId: ref.quotedId }),
        ...(ref.forwarded && { forwarded: ref.forwarded }),
        from: groupId ?? sender,
        ...(groupId ? { author: sender } : {}),
        ...sandboxWriter(sender),
        type: ref.type ?? 'text',
        ...(ref.poll && { poll: ref.poll }),
        body,
        timestamp: new Date(),
      },
    });
  }
}
